import docusaurusTemplate from '@docusaurus/core/lib/ssg/ssgTemplate.html.js';

// The HTML page around each rendered route: Docusaurus' own template, except for when the
// scripts run. There they are `defer` scripts, which wait for the stylesheet like the first
// paint does: on a short page both become due at once and the bundle runs first, so the
// reader sees nothing until it has. Here the scripts are fetched as early (preload, at the
// low priority Chrome gives `defer` scripts, so that on a slow network they leave the
// stylesheet the bandwidth) and run in order right after the first paint; a hidden tab,
// which does not paint, runs them at once. The inline script names no file, so it is the
// same on every page of every build and the CSP's hash of it stays valid.

const deferredScript = '<script src="<%= it.baseUrl %><%= script %>" defer></script>';
const preloadedScript =
  '<link rel="preload" as="script" href="<%= it.baseUrl %><%= script %>" fetchpriority="low" data-bundle />';
const bodyEnd = '</body>';
const runAfterFirstPaint = `<script>
      (function () {
        function run() {
          document.querySelectorAll('link[data-bundle]').forEach(function (link) {
            var script = document.createElement('script');
            script.src = link.href;
            script.async = false;
            document.head.appendChild(script);
          });
        }
        if (document.visibilityState === 'hidden') run();
        else requestAnimationFrame(function () { setTimeout(run); });
      })();
    </script>
  `;

/**
 * Without the line breaks and indentation between tags and statements: Docusaurus ships
 * the site config, this template included, in every page's main bundle.
 */
const compact = (html: string): string => html.replace(/\n\s*/g, '');
// Joining its lines would end a `//` comment only at the script's end: the bundles would never run.
if (runAfterFirstPaint.includes('//')) throw new Error('src/utils/ssrTemplate.ts: no // comment in the inline script');

function withScriptsAfterFirstPaint(template: string): string {
  for (const expected of [deferredScript, bodyEnd]) {
    if (!template.includes(expected)) {
      throw new Error(
        `src/utils/ssrTemplate.ts: Docusaurus' page template no longer has ${expected}; update this file`,
      );
    }
  }
  return compact(template.replace(deferredScript, preloadedScript).replace(bodyEnd, runAfterFirstPaint + bodyEnd));
}

export const ssrTemplate = withScriptsAfterFirstPaint(docusaurusTemplate);
