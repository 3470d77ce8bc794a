import { useState } from "react";
import {
  Box,
  Button,
  Container,
  Heading,
  Input,
  Link,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
} from "@chakra-ui/react";
import { useForm } from "react-hook-form";
import { FormField } from "@/components/ui/FormField";
import { Reveal } from "@/components/ui/Reveal";
import { toaster } from "@/components/ui/toaster";
import { SectionHeading } from "@/components/ui/SectionHeading";
import { site } from "@/config/site";
import { lazyResolver } from "@/lib/forms";
import { useHydrated } from "@/lib/use-hydrated";
import type { MessageInput } from "@shared/schemas";
import { MessageRefused, preloadSendMessage, sendMessage } from "../api";

const resolver = lazyResolver<MessageInput>(() =>
  Promise.all([import("@hookform/resolvers/zod"), import("@shared/schemas")]).then(
    ([{ zodResolver }, { messageInputSchema }]) => zodResolver(messageInputSchema),
  ),
);

/** Loads the validation and the sending code once the visitor starts on the form. */
function preload() {
  resolver.preload();
  preloadSendMessage();
}

const EMPTY: MessageInput = { fullName: "", email: "", subject: "", phone: "", message: "" };
const FIELDS = new Set<string>(Object.keys(EMPTY));

function ContactDetails() {
  return (
    <Stack gap="6" color="brand.100">
      <Stack gap="1">
        <Heading as="h3" size="md" color="white">
          Call us
        </Heading>
        {site.phones.map((phone) => (
          <Link key={phone} href={`tel:${phone.replace(/[^+\d]/g, "")}`} color="white">
            {phone}
          </Link>
        ))}
        <Text fontSize="sm">{site.hours}</Text>
      </Stack>
      <Stack gap="1">
        <Heading as="h3" size="md" color="white">
          Email us
        </Heading>
        {site.emails.map((email) => (
          <Link key={email} href={`mailto:${email}`} color="white">
            {email}
          </Link>
        ))}
      </Stack>
      <Stack gap="1">
        <Heading as="h3" size="md" color="white">
          Visit us
        </Heading>
        <Text as="address" fontStyle="normal">
          {site.address}
        </Text>
      </Stack>
    </Stack>
  );
}

export function ContactSection() {
  const hydrated = useHydrated();
  /** Why the last message was not sent, shown above the button: the hourly limit. */
  const [refused, setRefused] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<MessageInput>({
    resolver,
    defaultValues: EMPTY,
    mode: "onSubmit",
    reValidateMode: "onChange",
  });

  const onSubmit = handleSubmit(async (values) => {
    setRefused(null);
    try {
      await sendMessage(values);
      toaster.create({
        type: "success",
        title: "Thank you, your message has been sent",
        description: "We will get back to you within one business day.",
      });
      reset(EMPTY);
    } catch (error) {
      if (error instanceof MessageRefused && error.status === 429) {
        setRefused(error.message);
        return;
      }
      const fields = error instanceof MessageRefused ? error.fields : [];
      for (const { path, message } of fields) {
        if (FIELDS.has(path)) setError(path as keyof MessageInput, { message });
      }
      if (fields.length > 0) return;
      toaster.create({
        type: "error",
        title: "Your message could not be sent",
        description: "Please try again, or call or email us directly.",
      });
    }
  });

  return (
    <Box
      as="section"
      id="contactUs"
      py={{ base: "16", md: "24" }}
      bg="brand.800"
      aria-labelledby="contact-heading"
    >
      <Container maxW="7xl">
        <Reveal>
          <SectionHeading eyebrow="Contact us" title="Let's talk about your growth" light />
        </Reveal>
        <Reveal>
          <SimpleGrid columns={{ base: 1, lg: 5 }} gap="10">
            <Box gridColumn={{ lg: "span 2" }}>
              <ContactDetails />
            </Box>
            <Box
              gridColumn={{ lg: "span 3" }}
              bg="white"
              borderRadius="2xl"
              p={{ base: "6", md: "10" }}
              boxShadow="xl"
            >
              <Heading as="h3" id="contact-heading" size="xl" color="brand.900" mb="6">
                Get In Touch
              </Heading>
              <form
                method="post"
                onSubmit={(event) => void onSubmit(event)}
                onFocus={preload}
                noValidate
                aria-label="Get In Touch"
              >
                <Stack gap="4">
                  <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                    <FormField label="Full name" error={errors.fullName?.message}>
                      <Input autoComplete="name" {...register("fullName")} />
                    </FormField>
                    <FormField label="Email" error={errors.email?.message}>
                      <Input type="email" autoComplete="email" {...register("email")} />
                    </FormField>
                    <FormField label="Subject" error={errors.subject?.message}>
                      <Input {...register("subject")} />
                    </FormField>
                    <FormField label="Phone" error={errors.phone?.message}>
                      <Input type="tel" autoComplete="tel" {...register("phone")} />
                    </FormField>
                  </SimpleGrid>
                  <FormField label="Message" error={errors.message?.message}>
                    <Textarea rows={5} {...register("message")} />
                  </FormField>
                  {/* Plain boxes, not Chakra's Alert: it would add 2 KB to the landing's start-up JS. */}
                  <div role="status" aria-live="polite">
                    {refused ? (
                      <Box
                        data-contact-outcome="limited"
                        bg="orange.50"
                        borderWidth="1px"
                        borderColor="orange.300"
                        borderRadius="md"
                        px="4"
                        py="3"
                      >
                        <Text fontWeight="semibold" color="orange.900">
                          Message limit reached
                        </Text>
                        <Text color="gray.800">{refused}</Text>
                      </Box>
                    ) : null}
                  </div>
                  <Button
                    type="submit"
                    colorPalette="accent"
                    size="lg"
                    alignSelf="start"
                    loading={isSubmitting}
                    disabled={!hydrated}
                  >
                    Send Now
                  </Button>
                </Stack>
              </form>
            </Box>
          </SimpleGrid>
        </Reveal>
      </Container>
    </Box>
  );
}
