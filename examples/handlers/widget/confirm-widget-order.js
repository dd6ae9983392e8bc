// Called for each verified webhook event, with your environment's settings:
// api: the sandbox, https://sandbox.api.studiowave.example/v1, until you go live on
//      https://api.studiowave.example/v1; accessToken: a token of the same environment
//      with projects:read; live: true in production only; sales: where you record what
//      visitors bought, one sale per project.
export async function confirmWidgetOrder(event, {api, accessToken, live, sales}) {
  if (event.type !== 'project.created' || event.data.source !== 'widget') return;
  const projectId = event.data.project_id;
  const response = await fetch(`${api}/projects/${projectId}`, {
    headers: {Authorization: `Bearer ${accessToken}`},
  });
  if (!response.ok) throw new Error(`GET /projects/${projectId} answered ${response.status}`);
  const project = await response.json();

  if (project.source !== 'widget') return; // the API decides, not the event
  if (live && project.test_mode) return; // a test card never pays for a real order
  // Cancelled since it was paid: refunded in full (nothing was sold), or in part (the
  // visitor kept, and paid for, what was delivered by then).
  const {status} = project.payment;
  if (status !== 'paid' && status !== 'partially_refunded') return;
  const price = status === 'paid' ? project.price : project.cancellation.charged;
  // One session can take several orders, each its own project with the session's
  // reference: a sale is keyed by the project's ID, never by the reference.
  await sales.recordPaid({projectId: project.id, reference: project.reference, price});
}
