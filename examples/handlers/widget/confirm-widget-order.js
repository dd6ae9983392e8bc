// Called for each verified webhook event. accessToken: a token with projects:read.
export async function confirmWidgetOrder(event, {accessToken, orders}) {
  if (event.type !== 'project.created' || event.data.source !== 'widget') return;
  const projectId = event.data.project_id;
  const response = await fetch(`https://api.studiowave.example/v1/projects/${projectId}`, {
    headers: {Authorization: `Bearer ${accessToken}`},
  });
  if (!response.ok) throw new Error(`GET /projects/${projectId} answered ${response.status}`);
  const project = await response.json();

  const order = await orders.findByReference(project.reference);
  if (!order || project.test_mode) return; // not ours, or a sandbox project
  if (project.payment.status !== 'paid') return; // refunded since, or not a widget order
  if (project.price.amount !== order.expectedAmount || project.price.currency !== order.currency) {
    throw new Error(`Project ${project.id} does not match order ${order.id}`);
  }
  await orders.markPaid(order.id, project.id); // idempotent: webhooks can arrive twice
}
