/**
 * One page per template of the site, relative to the base path: what the benchmark
 * measures and what the hosting tests load behind nginx.
 */
export const templatePages = [
  {template: 'home', route: ''},
  {template: 'tutorial', route: 'intro'},
  {template: 'API call', route: 'api/projects/create'},
  {template: 'status diagram', route: 'api/definitions/statusTypes/project'},
  {template: 'widget playground', route: 'widget/react-example/basicSettings'},
  {template: 'v3.0.0 call', route: 'v3.0.0/projects/create'},
  {template: 'tag', route: 'tags/project'},
] as const;

export type TemplateName = (typeof templatePages)[number]['template'];
