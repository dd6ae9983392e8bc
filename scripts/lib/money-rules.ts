// What the introduction (/api/introduction#money) and the cancel page say of a project's
// money, checked on every project in the samples, so that no example contradicts them:
//   - each service carries its share: the services' prices add up to the project's price;
//   - cancelling charges the price of each service that was delivered or completed (once
//     cancelled, only the completed ones keep their status; the others are `cancelled`),
//     which `charged_service_ids` lists, and a widget visitor (source widget) is refunded
//     the rest; an API order nothing;
//   - an API order is invoiced: `pending` until it completes (`invoiced`) or is cancelled
//     (`invoiced`, or `not_charged` when nothing was charged); a widget order is `paid` by
//     card or PayPal, and once cancelled `refunded` when nothing was charged,
//     `partially_refunded` when part was, and still `paid` when all of it was.

type Money = {amount: number; currency: string};
type Service = {id?: string; price?: Money; status?: string};
type ProjectLike = {
  status?: string;
  price?: Money;
  services?: Service[];
  source?: string;
  payment?: {method?: string; status?: string};
  cancellation?: {charged?: Money; refunded?: Money; charged_service_ids?: string[]};
};

const orderName = (project: ProjectLike) => (project.source === 'widget' ? 'a widget order' : 'an API order');
const sum = (services: Service[]) => services.reduce((total, service) => total + (service.price?.amount ?? 0), 0);

function expectedPayment(
  project: ProjectLike,
  charged: number | undefined,
): {methods: string[]; status: string} | null {
  if (project.source === 'api') {
    const status =
      charged === undefined
        ? project.status === 'completed'
          ? 'invoiced'
          : 'pending'
        : charged > 0
          ? 'invoiced'
          : 'not_charged';
    return {methods: ['invoice'], status};
  }
  if (project.source === 'widget') {
    const status =
      charged === undefined || charged === project.price?.amount
        ? 'paid'
        : charged > 0
          ? 'partially_refunded'
          : 'refunded';
    return {methods: ['card', 'paypal'], status};
  }
  return null;
}

function projectProblems(project: ProjectLike, at: string): string[] {
  const services = project.services;
  if (!project.price || !Array.isArray(services) || !services.every((service) => service.price)) return [];
  const problems: string[] = [];
  const here = (suffix = '') => `${at}${suffix}` || '/';
  if (sum(services) !== project.price.amount)
    problems.push(
      `${here()}: the services' prices add up to ${sum(services)}, not the project's price ${project.price.amount}`,
    );
  const charged = project.cancellation?.charged?.amount;
  if (project.cancellation) {
    // The list itemises the charge: services of this project, the completed ones among them, adding up to it.
    const ids = project.cancellation.charged_service_ids ?? [];
    const listed = services.filter((service) => service.id !== undefined && ids.includes(service.id));
    if (new Set(ids).size !== ids.length)
      problems.push(`${here('/cancellation/charged_service_ids')}: names a service twice`);
    if (listed.length !== new Set(ids).size)
      problems.push(`${here('/cancellation/charged_service_ids')}: names a service the project does not have`);
    for (const service of services)
      if (service.status === 'completed' && !ids.includes(service.id ?? ''))
        problems.push(`${here('/cancellation/charged_service_ids')}: leaves out ${service.id}, which is completed`);
      else if (ids.includes(service.id ?? '') && !['completed', 'cancelled'].includes(service.status ?? ''))
        problems.push(`${here('/cancellation/charged_service_ids')}: names ${service.id}, which is ${service.status}`);
    if (charged !== sum(listed))
      problems.push(`${here('/cancellation/charged')}: ${charged}, but the services it lists cost ${sum(listed)}`);
    const refunded = project.source === 'widget' ? project.price.amount - (charged ?? 0) : 0;
    if (project.cancellation.refunded?.amount !== refunded)
      problems.push(
        `${here('/cancellation/refunded')}: ${project.cancellation.refunded?.amount}, but ${orderName(project)} is refunded ${refunded}`,
      );
  }
  const payment = expectedPayment(project, charged);
  if (payment && project.payment) {
    if (!payment.methods.includes(project.payment.method ?? ''))
      problems.push(
        `${here('/payment/method')}: ${project.payment.method}, but ${orderName(project)} is paid by ${payment.methods.join(' or ')}`,
      );
    if (project.payment.status !== payment.status)
      problems.push(
        `${here('/payment/status')}: ${project.payment.status}, but that of ${orderName(project)} ${project.cancellation ? 'so cancelled' : `that is ${project.status}`} is ${payment.status}`,
      );
  }
  return problems;
}

/** Every project in a sample value, wherever it is nested, with the JSON path of each problem. */
export function moneyProblems(value: unknown, at = ''): string[] {
  if (!value || typeof value !== 'object') return [];
  const own = Array.isArray(value) ? [] : projectProblems(value as ProjectLike, at);
  return [...own, ...Object.entries(value).flatMap(([key, child]) => moneyProblems(child, `${at}/${key}`))];
}
