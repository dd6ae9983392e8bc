import React, {type ReactNode} from 'react';
import {usePluginData} from '@docusaurus/useGlobalData';
import type {MappedCall, VersionMappingData} from '@site/plugins/version-mapping';

/** Titles and calls of the mapped pages, published by plugins/version-mapping. */
export function useVersionMappingData(): VersionMappingData {
  return usePluginData('version-mapping') as VersionMappingData;
}

/** "POST /projects/{project_id}/cancel" with the method stressed. */
export function CallName({call}: {call: MappedCall}): ReactNode {
  return (
    <code>
      <strong>{call.method}</strong> {call.path}
    </code>
  );
}
