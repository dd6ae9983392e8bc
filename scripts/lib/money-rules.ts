// What the introduction (/api/introduction#money) says of a project's money, checked on
// every project in the samples, so that no example contradicts it:
//   - each service carries its share: the services' prices add up to the project's price;
//   - cancelling charges the price of each service that was delivered or completed, and a
//     widget visitor (source widget) is refunded the rest; an API order is refunded nothing.

type Money = {amount: number; currency: string};
type Service = {price?: Money; status?: string};
type ProjectLike = {
  price?: Money;
  services?: Service[];
  source?: string;
  cancellation?: {charged?: Money; refunded?: Money};
};

const chargedStatuses = ['delivered', 'completed'];
const sum = (services: Service[]) => services.reduce((total, service) => total + (service.price?.amount ?? 0), 0);

function projectProblems(project: ProjectLike, at: string): string[] {
  const services = project.services;
  if (!project.price || !Array.isArray(services) || !services.every((service) => service.price)) return [];
  const problems: string[] = [];
  const here = (suffix = '') => `${at}${suffix}` || '/';
  if (sum(services) !== project.price.amount)
    problems.push(
      `${here()}: the services' prices add up to ${sum(services)}, not the project's price ${project.price.amount}`,
    );
  if (project.cancellation) {
    const charged = sum(services.filter((service) => chargedStatuses.includes(service.status ?? '')));
    const refunded = project.source === 'widget' ? project.price.amount - charged : 0;
    if (project.cancellation.charged?.amount !== charged)
      problems.push(
        `${here('/cancellation/charged')}: ${project.cancellation.charged?.amount}, but the delivered and completed services cost ${charged}`,
      );
    if (project.cancellation.refunded?.amount !== refunded)
      problems.push(
        `${here('/cancellation/refunded')}: ${project.cancellation.refunded?.amount}, but ${project.source === 'widget' ? 'a widget' : 'an API'} order is refunded ${refunded}`,
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
