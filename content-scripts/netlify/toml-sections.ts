/**
 * netlify.toml is edited by hand except for sections between a BEGIN and an END marker line, which
 * content-scripts/netlify-toml.ts writes from the code's tables (redirects, security headers).
 */

export interface GeneratedSection {
  /** What the section holds, for the error message ("redirects"). */
  name: string;
  begin: string;
  end: string;
}

/** `toml` with the section's body replaced; throws when its markers are missing or out of order. */
export function replaceSection(toml: string, section: GeneratedSection, body: string): string {
  const begin = toml.indexOf(section.begin);
  const end = toml.indexOf(section.end);
  if (begin < 0 || end < begin) {
    throw new Error(`netlify.toml has no generated ${section.name} section: add the lines\n${section.begin}\n${section.end}`);
  }
  return `${toml.slice(0, begin)}${section.begin}\n${body}${section.end}${toml.slice(end + section.end.length)}`;
}

/** A TOML basic string (JSON's escaping is valid TOML for the characters we write). */
export const tomlString = (value: string) => JSON.stringify(value);
