import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import {provider} from '@site/src/data/provider';
import {sections, useSections} from '@site/src/theme/NavbarItem/sections';
import styles from './index.module.css';

const tasks = [
  {label: 'Get an access token', to: '/api/authentication'},
  {label: 'Price an order', to: '/api/quotes/quote'},
  {label: 'Create a project', to: '/api/projects/create'},
  {label: 'Review deliverables', to: '/api/deliverables/getByProject'},
  {label: 'Handle webhooks', to: '/api/webhook'},
  {label: 'Look up an error code', to: '/api/errors'},
  {label: 'Migrate from OLD-3.0.0', to: '/api/changelog#migrating-from-v300'},
];

export default function Home(): ReactNode {
  const {entryPath} = useSections();
  return (
    <Layout
      title="Integration documentation"
      description={`Integrate ${provider.name} voice-over and audio ads through the API or the embeddable widget.`}
    >
      <main>
        <div className={styles.hero}>
          <div className="container">
            <Heading as="h1" className={styles.heroTitle}>
              {provider.name} integration documentation
            </Heading>
            <p className={styles.heroLead}>
              Sell professional voice-over and audio ads from your own product: order through the API from your server,
              or embed the widget and let your visitors order and pay themselves.
            </p>
          </div>
        </div>
        <div className="container margin-vert--lg">
          <section aria-labelledby="sections-heading">
            {/* Plain headings: a Heading's "Direct link to" anchor would join the section's name. */}
            <h2 id="sections-heading">Start here</h2>
            <ul className={styles.cards}>
              {sections.map((section) => (
                <li key={section.docId}>
                  <Link to={entryPath(section)} className={styles.card}>
                    <span className={styles.cardTitle}>{section.label}</span>
                    <span>{section.summary}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="tasks-heading" className="margin-top--lg">
            <h2 id="tasks-heading">Common tasks</h2>
            <ul className={styles.tasks}>
              {tasks.map((task) => (
                <li key={task.to}>
                  <Link to={task.to}>{task.label}</Link>
                </li>
              ))}
            </ul>
          </section>
        </div>
      </main>
    </Layout>
  );
}
