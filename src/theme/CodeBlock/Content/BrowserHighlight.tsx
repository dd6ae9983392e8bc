// Part of the CodeBlock swizzle: the theme's Prism renderer, with the site's extra languages, for the few blocks not highlighted at build time (the widget playground's live snippet). Loaded on demand, so Prism and the token colours stay out of the bundle every page loads.
import {useContext, useMemo, type ReactNode} from 'react';
import {Prism} from 'prism-react-renderer';
// The context useThemeConfig reads: the site config carries block colours only (docusaurus.config.ts).
import {Context} from '@docusaurus/core/lib/client/docusaurusContext';
import prismIncludeLanguages from '@theme/prism-include-languages';
import Content from '@theme-original/CodeBlock/Content';
import type {Props} from '@theme/CodeBlock/Content';
import {darkCodeTheme, lightCodeTheme} from '@site/src/utils/prismThemes';

prismIncludeLanguages(Prism);

export default function BrowserHighlight(props: Props): ReactNode {
  const context = useContext(Context);
  const withTokenColours = useMemo(() => {
    const {themeConfig} = context.siteConfig;
    const prism = {...(themeConfig.prism as object), theme: lightCodeTheme, darkTheme: darkCodeTheme};
    return {...context, siteConfig: {...context.siteConfig, themeConfig: {...themeConfig, prism}}};
  }, [context]);
  return (
    <Context.Provider value={withTokenColours}>
      <Content {...props} />
    </Context.Provider>
  );
}
