import { Button, Fieldset, HStack, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { useFieldArray } from "react-hook-form";
import { InputField, TextareaField } from "@/components/ui/FormField";
import { RowButton } from "@/components/ui/RowButton";
import { KIND_LABELS } from "@/features/insights/view";
import { LIMITS } from "@shared/model";
import type { ArticleForm } from "./ArticleFields";

export function CaseStudyFields({ form }: { form: ArticleForm }) {
  const { control, register, formState } = form;
  const { fields, append, remove } = useFieldArray({ control, name: "caseStudy.results" });
  const errors = formState.errors.caseStudy;
  const listError = errors?.results?.message ?? errors?.results?.root?.message;
  return (
    <Fieldset.Root borderWidth="1px" borderRadius="lg" p="4">
      <Fieldset.Legend fontWeight="semibold" px="1">
        {KIND_LABELS["case-study"]}
      </Fieldset.Legend>
      <Fieldset.Content>
        <Stack gap="4">
          {errors?.message ? (
            <Text color="red.700" fontSize="sm">
              {errors.message}
            </Text>
          ) : null}
          <InputField
            label="Client"
            error={errors?.client?.message}
            {...register("caseStudy.client")}
          />
          <TextareaField
            label="Challenge"
            rows={3}
            error={errors?.challenge?.message}
            {...register("caseStudy.challenge")}
          />
          <Stack gap="3" role="group" aria-label="Results">
            <Text fontWeight="medium">Results</Text>
            {fields.map((result, index) => (
              <HStack key={result.id} align="start" gap="3">
                <SimpleGrid columns={{ base: 1, md: 2 }} gap="3" flex="1">
                  <InputField
                    label={`Result ${index + 1}: figure`}
                    placeholder="+140%"
                    error={errors?.results?.[index]?.figure?.message}
                    {...register(`caseStudy.results.${index}.figure`)}
                  />
                  <InputField
                    label={`Result ${index + 1}: what it measures`}
                    placeholder="organic traffic in 6 months"
                    error={errors?.results?.[index]?.label?.message}
                    {...register(`caseStudy.results.${index}.label`)}
                  />
                </SimpleGrid>
                <RowButton
                  mt="8"
                  colorPalette="red"
                  disabled={fields.length <= 1}
                  onClick={() => remove(index)}
                  aria-label={`Remove result ${index + 1}`}
                >
                  Remove
                </RowButton>
              </HStack>
            ))}
            {listError ? (
              <Text color="red.700" fontSize="sm">
                {listError}
              </Text>
            ) : null}
            <Button
              size="sm"
              variant="outline"
              alignSelf="start"
              disabled={fields.length >= LIMITS.caseStudyResults}
              onClick={() => append({ figure: "", label: "" })}
            >
              Add a result
            </Button>
          </Stack>
        </Stack>
      </Fieldset.Content>
    </Fieldset.Root>
  );
}
