import { Heading, NativeSelect, Stack, Text } from "@chakra-ui/react";
import { useSearchParams } from "react-router-dom";
import { FormField } from "@/components/ui/FormField";
import { useCallServiceIds } from "@/features/booking/api";
import { BookCall } from "@/features/booking/components/BookCall";
import { ListState, PagePanel } from "@/features/dashboard/components/PagePanel";
import { Options } from "@/features/dashboard/components/Options";
import { useServices } from "@/features/services/api";
import { pageMeta } from "@/lib/meta";

/** The service comes first (`?service=ID` keeps it in the address), then its calendar. */
export default function BookCallPage() {
  const { status, services } = useServices();
  const offered = useCallServiceIds();
  const [params, setParams] = useSearchParams();
  const choices = services.filter((service) => offered.ids.has(service.id));
  const chosen = choices.find((service) => service.id === params.get("service"));
  const loading = status === "loading" || offered.status === "loading";

  return (
    <PagePanel
      title="Book a call"
      intro="A call with one of our team: choose the service it is about, then a day and a time."
    >
      <ListState
        loading={loading}
        empty={choices.length === 0}
        emptyText="No service offers calls at the moment."
      />
      {!loading && choices.length > 0 ? (
        <Stack gap="6">
          <FormField label="Service" required={false}>
            <NativeSelect.Root maxW="sm">
              <NativeSelect.Field
                placeholder="Choose a service"
                value={chosen?.id ?? ""}
                onChange={(event) =>
                  setParams(event.target.value ? { service: event.target.value } : {}, {
                    replace: true,
                  })
                }
              >
                <Options of={choices.map((service) => [service.id, service.name] as const)} />
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
          {chosen ? (
            <Stack as="section" aria-labelledby="call-service" gap="4">
              <Heading as="h2" id="call-service" size="lg" color="brand.900">
                A call about {chosen.name}
              </Heading>
              <BookCall key={chosen.id} serviceId={chosen.id} />
            </Stack>
          ) : (
            <Text color="gray.600">Choose a service to see the free times.</Text>
          )}
        </Stack>
      ) : null}
    </PagePanel>
  );
}

export const meta = () => pageMeta("Book a call");
