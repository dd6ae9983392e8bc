// Called for each verified webhook event, with:
// readProject: reads a project from the API of your environment with a token for
//              projects:read, such as (id) => callApi('GET', `/projects/${id}`, {scope})
//              with api.js of the errors page; live: true in production only; sales:
//              where you keep what visitors bought, one sale per project.
export async function confirmWidgetOrder(event, {readProject, live, sales}) {
  // A widget order is announced once, and may be cancelled later: both settle its sale.
  const announced = event.type === 'project.created' && event.data.source === 'widget';
  const cancelled = event.type === 'project.status_changed' && event.data.status === 'cancelled';
  if (!announced && !cancelled) return;
  const project = await readProject(event.data.project_id);

  if (project.source !== 'widget') return; // the API decides, not the event
  if (live && project.test_mode) return; // a test card never pays for a real order
  // What the visitor paid, as the API says now: its price; once cancelled, what was
  // delivered by then (refunded in part), or nothing (refunded in full: kept at 0, so that
  // your fulfilment learns to revoke it). Events arrive in any order and more than once:
  // each reads the project and saves the same answer.
  // One session can take several orders, each its own project with the session's
  // reference: a sale is keyed by the project's ID, never by the reference.
  const sale = {projectId: project.id, reference: project.reference};
  const {status} = project.payment;
  if (status === 'paid') await sales.save({...sale, price: project.price});
  if (status === 'partially_refunded') await sales.save({...sale, price: project.cancellation.charged});
  if (status === 'refunded') await sales.save({...sale, price: {amount: 0, currency: project.price.currency}});
}
