import { Badge, Box, Collapsible, HStack, Stack, Text } from "@chakra-ui/react";
import { EmailAddress } from "@/components/ui/EmailAddress";
import { RowButton } from "@/components/ui/RowButton";
import { toaster } from "@/components/ui/toaster";
import { deletion } from "@/components/ui/useConfirm";
import { AdminListPage, DeleteButton } from "@/features/dashboard/components/AdminListPage";
import { useInbox, useMessageActions, type Message } from "@/features/messages/api";
import { NoAppCheckBadge } from "@/features/messages/components/NoAppCheckBadge";
import { pageMeta } from "@/lib/meta";
import { useBrowserTimeZone } from "@/lib/time-zone";
import { formatDateTime } from "@shared/format/dates";
import type { PageHandle } from "@/features/dashboard/components/RequireAdmin";

function MessageRow({ message, onDelete }: { message: Message; onDelete: (m: Message) => void }) {
  const { setRead } = useMessageActions();
  const timeZone = useBrowserTimeZone();
  const toggleRead = () =>
    void setRead(message.id, !message.read).catch(() =>
      toaster.create({ type: "error", title: "The message could not be updated" }),
    );
  return (
    <Collapsible.Root asChild>
      <Box
        as="article"
        borderWidth="1px"
        borderRadius="lg"
        p="4"
        bg={message.read ? "white" : "brand.50"}
        data-message-id={message.id}
        aria-label={`Message from ${message.fullName}: ${message.subject}`}
      >
        <Stack direction={{ base: "column", md: "row" }} justify="space-between" gap="3">
          <Stack gap="1" minW="0">
            <HStack gap="2" flexWrap="wrap">
              {message.read ? null : <Badge colorPalette="blue">Unread</Badge>}
              <NoAppCheckBadge message={message} />
              <Text fontWeight="bold" color="brand.900">
                {message.subject}
              </Text>
            </HStack>
            <Text fontSize="sm" color="gray.700" overflowWrap="anywhere">
              {message.fullName} · <EmailAddress address={message.email} /> · {message.phone}
            </Text>
            <Text fontSize="xs" color="gray.600">
              Received{" "}
              {message.createdAt
                ? formatDateTime(message.createdAt.getTime(), timeZone)
                : "just now"}
            </Text>
          </Stack>
          <HStack gap="2" flexShrink={0} align="start" wrap="wrap">
            <Collapsible.Trigger asChild>
              <RowButton>Show message</RowButton>
            </Collapsible.Trigger>
            <RowButton onClick={toggleRead}>{message.read ? "Mark unread" : "Mark read"}</RowButton>
            <DeleteButton onClick={() => onDelete(message)} />
          </HStack>
        </Stack>
        <Collapsible.Content>
          <Text mt="4" whiteSpace="pre-wrap" color="gray.800" borderTopWidth="1px" pt="3">
            {message.message}
          </Text>
        </Collapsible.Content>
      </Box>
    </Collapsible.Root>
  );
}

export default function MessagesPage() {
  const { remove } = useMessageActions();
  const removal = (message: Message) =>
    deletion(() => remove(message.id), "Message Deleted", "The message could not be deleted");

  return (
    <AdminListPage
      title="Messages"
      intro="What visitors sent through the contact form, newest first, updated live."
      list={useInbox()}
      emptyText="No messages yet."
    >
      {(messages, ask) => (
        <Stack gap="3" role="list" aria-label="Messages">
          {messages.map((message) => (
            <Box role="listitem" key={message.id}>
              <MessageRow message={message} onDelete={(m) => void ask(removal(m))} />
            </Box>
          ))}
        </Stack>
      )}
    </AdminListPage>
  );
}

export const meta = () => pageMeta("Messages");

export const handle: PageHandle = { admin: true };
