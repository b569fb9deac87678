/** POST /api/enviar-correo: the contact form (home page and /contactanos). */
import { useMutation } from '@tanstack/react-query';
import type { ContactInput, sendContact } from '../../../shared/contract/contact';
import { callApi } from '../api-client';
import { invalidate } from '../query-client';
import { queryKeys } from '../query-keys';

/** Resolves with the server's thanks; a refusal (status false, 4xx) is an ApiError with its message. */
export const postContact = (body: ContactInput) => callApi<typeof sendContact>('POST /api/enviar-correo', body).then((r) => r.mensaje);

// The staff's message list shows it.
export const useSendContact = () => useMutation({ mutationFn: postContact, onSuccess: () => invalidate(queryKeys.admin) });
