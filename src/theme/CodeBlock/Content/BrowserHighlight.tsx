// Part of the CodeBlock swizzle: the theme's Prism renderer, with the site's extra languages, for the few blocks not highlighted at build time (the widget playground's live snippet). Loaded on demand, so Prism stays out of the bundle every page loads.
import type {ComponentType} from 'react';
import {Prism} from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';
import Content from '@theme-original/CodeBlock/Content';
import type {Props} from '@theme/CodeBlock/Content';

prismIncludeLanguages(Prism);

export default Content as ComponentType<Props>;
