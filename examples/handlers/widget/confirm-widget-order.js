// Called for each verified webhook event, with your environment's settings:
// api: the sandbox, https://sandbox.api.studiowave.example/v1, until you go live on
//      https://api.studiowave.example/v1; accessToken: a token of the same environment
//      with projects:read; live: true in production only.
export async function confirmWidgetOrder(event, {api, accessToken, live, orders}) {
  if (event.type !== 'project.created' || event.data.source !== 'widget') return;
  const projectId = event.data.project_id;
  const response = await fetch(`${api}/projects/${projectId}`, {
    headers: {Authorization: `Bearer ${accessToken}`},
  });
  if (!response.ok) throw new Error(`GET /projects/${projectId} answered ${response.status}`);
  const project = await response.json();

  const order = await orders.findByReference(project.reference);
  if (!order) return; // not one of your orders
  if (live && project.test_mode) return; // a test card never pays for a real order
  if (project.payment.status !== 'paid') return; // refunded since, or not a widget order
  if (project.price.amount !== order.expectedAmount || project.price.currency !== order.currency) {
    throw new Error(`Project ${project.id} does not match order ${order.id}`);
  }
  await orders.markPaid(order.id, project.id); // idempotent: webhooks can arrive twice
}
