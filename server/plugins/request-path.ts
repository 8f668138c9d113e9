/**
 * The path of a request as the router sees it: without the query string and percent-decoded, so `/%72est/x`
 * and `/rest/x` are the same path. For decisions on requests that reached no route (the 404 handler); a
 * request that reached a route is judged by `request.routeOptions.url`, its declared pattern.
 */
export function decodedPath(url: string): string {
  const path = url.split(/[?#]/, 1)[0]!;
  try {
    return decodeURIComponent(path);
  } catch {
    // A malformed escape cannot name a route; judge the path as it was written.
    return path;
  }
}
