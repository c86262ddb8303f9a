import { revalidateLogic, useForm } from '@tanstack/react-form';
import { productDraftValidate } from '@modavi/core';
import { productDraftOf, type ProductFormValues } from './product-form-values';

/**
 * The product form's state on TanStack Form. Submitting runs core's productDraftValidate (the
 * server's own rule) over what the form would send; its issues are the form's onSubmit error,
 * each shown under its field by its path.
 */
export function useProductForm(initial: ProductFormValues, onValid: (draft: Record<string, unknown>) => void) {
  return useForm({
    defaultValues: initial,
    // Checked on submit, then again on every change: a fixed field's message goes, a newly broken one shows.
    validationLogic: revalidateLogic(),
    validators: {
      onDynamic: ({ value }) => {
        const checked = productDraftValidate(productDraftOf(value));
        return checked.ok ? undefined : checked.error;
      },
    },
    onSubmit: ({ value }) => onValid(productDraftOf(value)),
  });
}

export type ProductFormApi = ReturnType<typeof useProductForm>;
