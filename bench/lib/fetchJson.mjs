/** A request whose answer must be a 2xx with a JSON body: the body, else an error naming the call and the answer. */
export async function fetchJson(url, init) {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`${init?.method ?? 'GET'} ${url}: ${response.status} ${await response.text()}`);
  return response.json();
}
