// The data file plugins/version-mapping writes at build time (createData).
declare module '@generated/version-mapping/default/names.json' {
  import type {VersionMappingNames} from '@site/plugins/version-mapping';

  const names: VersionMappingNames;
  export default names;
}
