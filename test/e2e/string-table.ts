// Which of a page's strings V8 has put in its string table (internalized), read from a heap snapshot of
// the page. Every mark-compact walks that table, so strings whose number grows with the data the page
// holds (a uuid per call) must stay out of it (preload/shared/id-set.ts).
import type { Page } from 'playwright-core';

/** The snapshot's parts read here (Chrome DevTools Protocol, HeapProfiler.takeHeapSnapshot). */
interface HeapSnapshot {
  snapshot: { meta: { node_fields: string[]; edge_fields: string[] } };
  nodes: number[];
  edges: number[];
  strings: string[];
}

/** The strings among `candidates` that are in the page's string table now. */
export async function internalizedAmong(page: Page, candidates: readonly string[]): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  const chunks: string[] = [];
  try {
    await cdp.send('HeapProfiler.enable');
    cdp.on('HeapProfiler.addHeapSnapshotChunk', ({ chunk }) => chunks.push(chunk));
    // exposeInternals: the snapshot then names the string table among the GC roots.
    await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false, exposeInternals: true });
  } finally {
    await cdp.detach();
  }
  const table = new Set(stringTable(JSON.parse(chunks.join('')) as HeapSnapshot));
  return candidates.filter((candidate) => table.has(candidate));
}

/** The names of the nodes under "(GC roots)" → "(Internalized strings)": the strings themselves. */
function stringTable({ snapshot, nodes, edges, strings }: HeapSnapshot): string[] {
  const nodeFields = snapshot.meta.node_fields.length;
  const edgeFields = snapshot.meta.edge_fields.length;
  const nameAt = snapshot.meta.node_fields.indexOf('name');
  const edgeCountAt = snapshot.meta.node_fields.indexOf('edge_count');
  const toNodeAt = snapshot.meta.edge_fields.indexOf('to_node');
  // A node's edges follow those of every node before it.
  const firstEdge: number[] = [];
  for (let node = 0, edge = 0; node * nodeFields < nodes.length; node++) {
    firstEdge.push(edge);
    edge += (nodes[node * nodeFields + edgeCountAt] ?? 0) * edgeFields;
  }
  const name = (node: number) => strings[nodes[node * nodeFields + nameAt] ?? -1] ?? '';
  const children = (node: number) =>
    Array.from(
      { length: nodes[node * nodeFields + edgeCountAt] ?? 0 },
      (_, i) => (edges[(firstEdge[node] ?? 0) + i * edgeFields + toNodeAt] ?? 0) / nodeFields,
    );
  const child = (node: number, named: (text: string) => boolean) =>
    children(node).find((each) => named(name(each)));
  // Node 0 is the snapshot's root.
  const roots = child(0, (text) => text.startsWith('(GC roots)'));
  const internalized =
    roots === undefined ? undefined : child(roots, (text) => text === '(Internalized strings)');
  if (internalized === undefined) throw new Error('the heap snapshot names no string table among its roots');
  return children(internalized).map(name);
}
