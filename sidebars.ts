import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

// One sidebar per top-bar section of FINAL-1.0.0. The OLD-3.0.0 sidebar lives in
// versioned_sidebars/version-3.0.0-sidebars.json.

const category = (label: string, linkDocId: string, items: SidebarsConfig[string]) => ({
  type: 'category' as const,
  label,
  link: {type: 'doc' as const, id: linkDocId},
  items,
});

const sidebars: SidebarsConfig = {
  tutorial: ['intro'],

  api: [
    'api/introduction',
    {
      type: 'category',
      label: 'Access',
      items: ['api/authentication', 'api/users/authentication', 'api/scopes', 'api/errors'],
    },
    {
      type: 'category',
      label: 'Catalogue',
      items: [
        category('Available categories', 'api/categories/available/index', [
          'api/categories/available/voiceOver',
          'api/categories/available/audioAds',
        ]),
        'api/categories/getAll',
        'api/categories/getAttributes',
        'api/categories/getAttributesValues',
      ],
    },
    {
      type: 'category',
      label: 'Music library',
      items: ['api/tracks/getAll', 'api/tracks/get', 'api/tracks/trackTypes', 'api/tracks/trackSubtypes'],
    },
    {
      type: 'category',
      label: 'Ordering',
      items: [
        'api/quotes/quote',
        'api/projects/create',
        'api/projects/get',
        'api/projects/getAll',
        'api/projects/cancel',
      ],
    },
    {
      type: 'category',
      label: 'Review',
      items: [
        'api/deliverables/getByProject',
        'api/deliverables/getSingle',
        'api/deliverables/approve',
        'api/deliverables/approveByProject',
        'api/deliverables/reject',
        'api/deliverables/selectWinner',
        'api/revisions/create',
        'api/revisions/getVersions',
      ],
    },
    category('Webhooks', 'api/webhook/index', ['api/webhook/notifications', 'api/webhook/infoNeeded']),
    {
      type: 'category',
      label: 'Definitions',
      items: [
        category('Status types', 'api/definitions/statusTypes/index', [
          'api/definitions/statusTypes/project',
          'api/definitions/statusTypes/service',
          'api/definitions/statusTypes/deliverable',
        ]),
        category('Reasons', 'api/definitions/reasons/index', [
          'api/definitions/reasons/cancellation',
          'api/definitions/reasons/rejection',
          'api/definitions/reasons/revision',
        ]),
      ],
    },
    'api/search',
    'api/changelog',
  ],

  widget: [
    'widget/intro',
    {
      type: 'category',
      label: 'React example',
      collapsed: false,
      items: [
        'widget/react-example/basicSettings',
        'widget/react-example/widget',
        'widget/react-example/navBar',
        'widget/react-example/widgetPayment',
      ],
    },
  ],
};

export default sidebars;
