/**
 * WordPress shortcodes (`[name attr="…"]`, `[name]…[/name]`), parsed the way WordPress's own
 * `get_shortcode_regex` and `shortcode_parse_atts` do: `[[name]]` is an escaped, literal
 * shortcode; attributes are `name="…"`, `name='…'`, `name=bare` or positional values.
 */

export interface Shortcode {
  name: string;
  attrs: Record<string, string>;
  /** Positional (unnamed) attributes. */
  args: string[];
  /** The enclosed content of `[name]…[/name]`, undefined for a self-closing one. */
  content?: string;
  /** The shortcode as written. */
  source: string;
}

const ATTRIBUTE = /([\w-]+)\s*=\s*"([^"]*)"(?:\s|$)|([\w-]+)\s*=\s*'([^']*)'(?:\s|$)|([\w-]+)\s*=\s*([^\s'"]+)(?:\s|$)|"([^"]*)"(?:\s|$)|'([^']*)'(?:\s|$)|(\S+)(?:\s|$)/g;

/** `shortcode_parse_atts`: named attributes (keys lower-cased) and positional ones. */
export function parseAttributes(text: string): Pick<Shortcode, 'attrs' | 'args'> {
  const attrs: Record<string, string> = {};
  const args: string[] = [];
  // WordPress turns non-breaking and zero-width spaces into plain spaces before parsing.
  const clean = text.replace(/[\u00a0\u200b]/g, ' ');
  for (const m of clean.matchAll(ATTRIBUTE)) {
    if (m[1]) attrs[m[1].toLowerCase()] = m[2]!;
    else if (m[3]) attrs[m[3].toLowerCase()] = m[4]!;
    else if (m[5]) attrs[m[5].toLowerCase()] = m[6]!;
    else args.push((m[7] ?? m[8] ?? m[9] ?? '').trim());
  }
  return { attrs, args: args.filter(Boolean) };
}

/**
 * Replaces every shortcode of `text` by what `replace` returns for it (undefined: keep it as
 * written). Enclosing forms take the content up to their own closing tag; nested shortcodes of
 * another name inside that content are left to the caller (it may call this again on them).
 */
export function replaceShortcodes(text: string, replace: (code: Shortcode) => string | undefined): string {
  // [[name …]] is WordPress's escape for a literal shortcode: it prints as [name …].
  const pattern = /\[(\[?)([A-Za-z_][\w-]*)(?![\w-])([^\]]*?)(\/)?\](?:(?<!\/\])([\s\S]*?)\[\/\2\])?(\]?)/g;
  return text.replace(pattern, (source, open: string, name: string, rawAttrs: string, selfClose: string | undefined, content: string | undefined, close: string) => {
    if (open === '[' && close === ']') return source.slice(1, -1);
    const code: Shortcode = { name: name.toLowerCase(), ...parseAttributes(rawAttrs ?? ''), content: selfClose ? undefined : content, source: open ? source.slice(1) : source };
    const replaced = replace(code);
    return replaced === undefined ? source : `${open}${replaced}${close}`;
  });
}
