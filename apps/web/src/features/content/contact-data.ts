import 'server-only';
import { API_ROUTES, type ContactForm } from '@nangsue/contracts';
import { ApiError } from '@/lib/api-error';
import { loadFromApi } from '@/lib/api-server';

/**
 * What the contact-us form needs (`GET /v2/common/contactus`), asked with the visitor's own session:
 * a signed-in reader's details are theirs, so this is never cached.
 */
export const getContactForm = async (): Promise<ContactForm> => {
  const answer = await loadFromApi(API_ROUTES.contactUsForm);
  if (answer.Data === null) throw new ApiError(200, answer.ErrorList);
  return answer.Data;
};
