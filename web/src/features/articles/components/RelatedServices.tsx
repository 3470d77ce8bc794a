import { Checkbox, Fieldset, SimpleGrid } from "@chakra-ui/react";
import { useWatch } from "react-hook-form";
import { useServices } from "@/features/services/api";
import { LIMITS } from "@shared/model";
import type { ArticleForm } from "./ArticleFields";

/** A service deleted since stays listed until it is unticked. */
export function RelatedServices({ form }: { form: ArticleForm }) {
  const { control, setValue, formState } = form;
  const { services } = useServices();
  const ids = useWatch({ control, name: "serviceIds" });
  const full = ids.length >= LIMITS.articleServices;
  const gone = ids.filter((id) => !services.some((service) => service.id === id));
  const choices = [
    ...services.map(({ id, name }) => ({ id, name })),
    ...gone.map((id) => ({ id, name: `A deleted service (${id})` })),
  ];
  const error =
    formState.errors.serviceIds?.message ??
    formState.errors.serviceIds?.find?.((item) => item?.message)?.message;

  const toggle = (id: string, checked: boolean) => {
    const next = checked ? [...ids, id] : ids.filter((other) => other !== id);
    setValue("serviceIds", next, { shouldDirty: true, shouldValidate: formState.isSubmitted });
  };

  return (
    <Fieldset.Root invalid={Boolean(error)}>
      <Fieldset.Legend>Related services</Fieldset.Legend>
      <Fieldset.HelperText>
        The services this article is about, {LIMITS.articleServices} at most.
      </Fieldset.HelperText>
      <Fieldset.Content>
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="2">
          {choices.map(({ id, name }) => {
            const checked = ids.includes(id);
            return (
              <Checkbox.Root
                key={id}
                checked={checked}
                disabled={!checked && full}
                onCheckedChange={(details) => toggle(id, details.checked === true)}
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{name}</Checkbox.Label>
              </Checkbox.Root>
            );
          })}
        </SimpleGrid>
      </Fieldset.Content>
      {error ? <Fieldset.ErrorText>{error}</Fieldset.ErrorText> : null}
    </Fieldset.Root>
  );
}
