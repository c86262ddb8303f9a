import { z } from 'zod';

/**
 * The body every API call answers with. Spec: the payload sits at `data.data` of the HTTP
 * response, i.e. at `data` of the body. Errors carry a stable `error_code`.
 */
export const envelopeSchema = <T extends z.ZodType>(data: T) =>
  z.object({
    statusCode: z.number().int(),
    message: z.string().nullish(),
    data,
  });

export const ErrorEnvelopeSchema = z.object({
  statusCode: z.number().int(),
  message: z.string().nullish(),
  error_code: z.string().nullish(),
});
export type ErrorEnvelope = z.infer<typeof ErrorEnvelopeSchema>;

export const CountrySchema = z.object({ country_code: z.string() });
