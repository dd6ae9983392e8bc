import {templatePages} from '../../tests/templates';

export type TemplateName = (typeof templatePages)[number]['template'];
export {templatePages};
