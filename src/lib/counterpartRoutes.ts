import {usePluginData} from '@docusaurus/useGlobalData';
import type {CounterpartRoutes, VersionMappingData} from '@site/plugins/version-mapping';

/** The version dropdown's route map, published by plugins/version-mapping on every page. */
export function useCounterpartRoutes(): CounterpartRoutes {
  return (usePluginData('version-mapping') as VersionMappingData).counterparts;
}
