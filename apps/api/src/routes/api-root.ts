// The API root at /api/, as Django REST framework's DefaultRouter answers it: each top-level
// resource by name, with the absolute URL of its list. A resource is a list or summary one
// level under its group (/api/<group>/<resource>/); its details and actions hang below it.
import { z } from "zod/mini";
import { summaryEndpoint, type Endpoint } from "../api/endpoint";
import { linkOrigin } from "../api/link-origin";

const RESOURCE = /^\/api\/[a-z-]+\/([a-z-]+)\/$/;

/** [name, path] of each top-level resource, in the order the endpoints are declared. */
export function rootResources(endpoints: readonly Endpoint[]): [string, string][] {
  const resources = endpoints.flatMap((endpoint): [string, string][] => {
    const name = endpoint.kind === "detail" ? undefined : RESOURCE.exec(endpoint.path)?.[1];
    return name === undefined ? [] : [[name, endpoint.path]];
  });
  const names = resources.map(([name]) => name);
  const twice = names.filter((name, index) => names.indexOf(name) !== index);
  if (twice.length > 0) throw new Error(`Two API resources share the root name ${twice.join(", ")}: the API root needs one name each.`);
  return resources;
}

export function apiRootEndpoint(endpoints: readonly Endpoint[]): Endpoint {
  const resources = rootResources(endpoints);
  return summaryEndpoint({
    path: "/api/",
    summary: "The API root: each resource by name, with the absolute URL of its list",
    tag: "api",
    filters: z.object({}),
    item: z.strictObject(
      Object.fromEntries(resources.map(([name, path]) => [name, z.url().check(z.describe(`The absolute URL of ${path}`))])),
    ),
    get: (_db, _filters, request) => {
      const origin = linkOrigin(request);
      return Promise.resolve(Object.fromEntries(resources.map(([name, path]) => [name, `${origin}${path}`])));
    },
  });
}
