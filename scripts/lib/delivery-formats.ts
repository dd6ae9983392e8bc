// What the contract says of a deliverable's files (`DeliverableVersion.files`), checked
// across the examples of a contract: every version shown of a recording or mix whose project
// an example shows with its `delivery_formats` has one file in each of them, and no other;
// a script has one `txt` file, without a duration, an audition one `mp3` file.

export type LocatedValue = {value: unknown; at: string};

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every object in a value, with its JSON pointer, `at` being the value's. */
function* objectsIn(value: unknown, at: string): Generator<{node: Record<string, unknown>; at: string}> {
  if (isObject(value)) yield {node: value, at};
  if (value && typeof value === 'object')
    for (const [key, child] of Object.entries(value)) yield* objectsIn(child, `${at}/${key}`);
}

const formatsOfKind = new Map([
  ['script', ['txt']],
  ['audition', ['mp3']],
]);

/** The versions of deliverables whose files are not those their kind, or their project's order, has. */
export function deliveryFormatProblems(examples: LocatedValue[]): Array<{at: string; message: string}> {
  const formatsOfProject = new Map<string, string[]>();
  const projectOfAudio = new Map<string, string>();
  const kindOf = new Map<string, string>();
  for (const {value, at} of examples)
    for (const {node} of objectsIn(value, at)) {
      const formats = isObject(node.attributes) ? node.attributes.delivery_formats : undefined;
      if (typeof node.id === 'string' && node.id.startsWith('prj_') && Array.isArray(formats))
        formatsOfProject.set(node.id, formats.map(String));
      if (typeof node.id === 'string' && typeof node.project_id === 'string' && typeof node.kind === 'string') {
        kindOf.set(node.id, node.kind);
        if (node.kind === 'audio') projectOfAudio.set(node.id, node.project_id);
      }
    }
  const problems: Array<{at: string; message: string}> = [];
  for (const {value, at} of examples)
    for (const {node, at: versionAt} of objectsIn(value, at)) {
      // A version: the current one of a deliverable, or one of a version list.
      if (!Array.isArray(node.files) || typeof node.deliverable_id !== 'string') continue;
      const kind = kindOf.get(node.deliverable_id) ?? '';
      const ordered = formatsOfKind.get(kind) ?? formatsOfProject.get(projectOfAudio.get(node.deliverable_id) ?? '');
      if (!ordered) continue;
      const delivered = node.files.map((file) => String(isObject(file) ? file.format : file));
      // Files are kept for 12 months; after that the list is empty, whatever the kind.
      if (delivered.length === 0) continue;
      if (kind === 'script' && node.files.some((file) => isObject(file) && file.duration_seconds !== undefined))
        problems.push({
          at: `${versionAt}/files`,
          message: `${node.deliverable_id} is a script, whose file has no duration`,
        });
      if (delivered.length !== ordered.length || !ordered.every((format) => delivered.includes(format)))
        problems.push({
          at: `${versionAt}/files`,
          message: `${node.deliverable_id} has files in ${delivered.join(', ')}, but ${
            formatsOfKind.has(kind)
              ? `its kind, ${kind}, has one ${ordered.join(', ')} file`
              : `its project ordered one in each of ${ordered.join(', ')}`
          }`,
        });
    }
  return problems;
}
