// The HTML page around each rendered route: Docusaurus' own template (core's
// ssg/ssgTemplate.html), except for when the scripts run. There they are `defer` scripts,
// which wait for the stylesheet like the first paint does: on a short page both become due
// at once and the bundle runs first, so the reader sees nothing until it has. Here the
// scripts are fetched as early (preload, at the low priority Chrome gives `defer` scripts,
// so that on a slow network they leave the stylesheet the bandwidth) and run in order right
// after the first paint; a
// hidden tab, which does not paint, runs them at once. The inline script names no file, so
// it is the same on every page of every build and the CSP's hash of it stays valid.
export const ssrTemplate = `
<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
  <head>
    <meta charset="UTF-8">
    <meta name="generator" content="Docusaurus v<%= it.version %>">
    <% it.metaAttributes.forEach((metaAttribute) => { %>
      <%~ metaAttribute %>
    <% }); %>
    <%~ it.headTags %>
    <% it.stylesheets.forEach((stylesheet) => { %>
      <link rel="stylesheet" href="<%= it.baseUrl %><%= stylesheet %>" />
    <% }); %>
    <% it.scripts.forEach((script) => { %>
      <link rel="preload" as="script" href="<%= it.baseUrl %><%= script %>" fetchpriority="low" data-bundle />
    <% }); %>
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml %></div>
    <%~ it.postBodyTags %>
    <script>
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
  </body>
</html>
`;
