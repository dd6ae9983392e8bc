import React, {type ReactNode} from 'react';
import names from '@generated/version-mapping/default/names.json';
import type {MappedCall, VersionMappingNames} from '@site/plugins/version-mapping';

/** Titles and calls of the mapped pages (plugins/version-mapping), in the chunks of the pages that name them. */
export const mappedNames: VersionMappingNames = names;

/** "POST /projects/{project_id}/cancel" with the method stressed. */
export function CallName({call}: {call: MappedCall}): ReactNode {
  return (
    <code>
      <strong>{call.method}</strong> {call.path}
    </code>
  );
}
