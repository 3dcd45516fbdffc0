/** Outside links the browser may see (decision 006); the server's config fills them from the environment. */
export interface PublicLinks {
  booking: string | null;
  jobBoard: string | null;
  professionalNetwork: string | null;
  careerPlatform: string | null;
}
