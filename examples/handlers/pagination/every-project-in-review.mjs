const api = process.env.STUDIOWAVE_API_URL ?? 'https://sandbox.api.studiowave.example/v1';
let cursor = null;
let hasMore = true;
while (hasMore) {
  const query = new URLSearchParams({status: 'in_review', limit: '100', ...(cursor && {cursor})});
  const response = await fetch(`${api}/projects?${query}`, {
    headers: {Authorization: `Bearer ${process.env.ACCESS_TOKEN}`},
  });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const page = await response.json();
  for (const project of page.data) console.log(project.id, project.title);
  ({next_cursor: cursor, has_more: hasMore} = page.pagination);
}
