// rspack replaces `process.env.NODE_ENV` with the build's mode ('production', or 'development' for
// `start`'s hot-reload server); under vitest it is Node's own variable.
declare const process: { readonly env: { readonly NODE_ENV?: string } };

/**
 * Whether the UI kit's showcase (spec 2's `/__dev__design`, for designers and developers, with
 * sample copy) is served: in a development build, and in a production build only to a tab that
 * previews a version (a tester's `?mf-preview=`, on a brand that allows previews). Anyone else gets
 * the site's 404, as for any unknown path.
 */
export function designPageServed(previewing: boolean): boolean {
  return process.env.NODE_ENV !== 'production' || previewing;
}
