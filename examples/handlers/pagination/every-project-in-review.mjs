import {callApi} from './api.js';

// Every page of GET /projects, with api.js's token, retries and renewal (errors page).
let cursor = null;
do {
  const query = new URLSearchParams({status: 'in_review', limit: '100', ...(cursor && {cursor})});
  const page = await callApi('GET', `/projects?${query}`, {scope: 'projects:read'});
  for (const project of page.data) console.log(project.id, project.title);
  cursor = page.pagination.next_cursor; // null on the last page
} while (cursor);
