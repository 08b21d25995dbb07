/**
 * The attack pass's costly drafts against the running server (issue 24 item 2), over real HTTP:
 * `npm run serve` on the demo site; a draft is opened once through its preview link, without a
 * session, while a reader asks for `/br/sobre` back to back. Two drafts: 8,000 footnotes (146 KiB)
 * stored before the limits existed (written to the database directly, as saves now refuse it; it
 * froze the whole server for 29.5 s in the attack pass) and the costliest body the limits allow
 * (198,000 characters of code spans). Bodies render in a worker thread with a time limit, so the
 * reader's longest wait must stay within 100 ms of its idle longest.
 */
import { connect } from '../shared/db/connect';
import { startEditorSession } from './edit-to-live';
import { readWhile, settled, waitSummary } from './reader';

export interface DraftLoadFigure {
  draft: string;
  bodyChars: number;
  /** The preview link's answer and how long it took. */
  status: number;
  answerMs: number;
  reader: { reads: number; p95: number; max: number };
}

export interface MarkdownLoadFigure {
  idle: { reads: number; p95: number; max: number };
  drafts: DraftLoadFigure[];
}

function footnotes(count: number): string {
  let text = '';
  for (let i = 0; i < count; i++) text += `x[^${i}]\n`;
  for (let i = 0; i < count; i++) text += `[^${i}]: n\n`;
  return text;
}

const DRAFTS = [
  { draft: '8,000 footnotes, stored before the limits', body: footnotes(8000) },
  { draft: 'the costliest allowed body (99,000 code spans)', body: '`a'.repeat(99_000) },
];

/** A draft copy of a published br post with `content` as its body, written past the save's checks. */
async function insertDraft(databaseUrl: string, slug: string, content: string): Promise<number> {
  const db = connect(databaseUrl);
  try {
    const { id: _id, ...model } = await db.kysely.selectFrom('posts').selectAll().where('locale', '=', 'br').where('status', '=', 'published').orderBy('id').executeTakeFirstOrThrow();
    const { id } = await db.kysely
      .insertInto('posts')
      .values({ ...model, slug, title: `Rascunho ${slug}`, content, status: 'draft', published_at: null, translation_key: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  } finally {
    await db.close();
  }
}

/** Runs the measurement on a built demo site (`databaseUrl` seeded, `distDir` built from it). */
export async function benchMarkdownLoad({ databaseUrl, distDir, idleSeconds = 5 }: { databaseUrl: string; distDir: string; idleSeconds?: number }): Promise<MarkdownLoadFigure> {
  const session = await startEditorSession({ databaseUrl, distDir });
  try {
    await (await fetch(`${session.base}/br/sobre`)).arrayBuffer();
    const idle = waitSummary(await readWhile(`${session.base}/br/sobre`, settled(new Promise((r) => setTimeout(r, idleSeconds * 1000)))));
    const drafts: DraftLoadFigure[] = [];
    for (const [i, { draft, body }] of DRAFTS.entries()) {
      const id = await insertDraft(databaseUrl, `rascunho-custoso-${Date.now()}-${i}`, body);
      const created = await session.admin('POST', '/api/admin/preview-links', { kind: 'post', id });
      if (created.status !== 201) throw new Error(`POST /api/admin/preview-links: ${created.status} ${await created.text()}`);
      const { url } = (await created.json()) as { url: string };
      const path = new URL(url, session.base).pathname + new URL(url, session.base).search;
      const started = performance.now();
      // Opened as a stranger would: no cookie.
      const opening = fetch(`${session.base}${path}`).then(async (res) => {
        await res.arrayBuffer();
        return { status: res.status, answerMs: performance.now() - started };
      });
      const waits = await readWhile(`${session.base}/br/sobre`, settled(opening));
      drafts.push({ draft, bodyChars: body.length, ...(await opening), reader: waitSummary(waits) });
    }
    return { idle, drafts };
  } finally {
    await session.stop();
  }
}
