import type { ReactNode } from "react";
import { Box, Stack, Table, Text, useBreakpointValue } from "@chakra-ui/react";

export interface Column<T> {
  header: string;
  cell: (row: T) => ReactNode;
  /** Let long values (emails, texts) wrap inside the column. */
  wrap?: boolean;
}

/** A table on tablets and desktops; on phones, a card per row, so nothing scrolls sideways. */
export function ResponsiveTable<T>({
  label,
  columns,
  rows,
  rowKey,
  rowProps,
}: {
  label: string;
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T) => string;
  rowProps?: (row: T) => Record<string, string>;
}) {
  const cards = useBreakpointValue({ base: true, md: false }) ?? false;
  if (cards) {
    return (
      <Stack gap="3" role="list" aria-label={label}>
        {rows.map((row) => (
          <Box
            key={rowKey(row)}
            role="listitem"
            borderWidth="1px"
            borderRadius="lg"
            p="4"
            {...rowProps?.(row)}
          >
            <Stack gap="2">
              {columns.map((column) => (
                <Box key={column.header}>
                  <Text
                    fontSize="xs"
                    textTransform="uppercase"
                    color="gray.500"
                    fontWeight="semibold"
                  >
                    {column.header}
                  </Text>
                  <Box wordBreak="break-word">{column.cell(row)}</Box>
                </Box>
              ))}
            </Stack>
          </Box>
        ))}
      </Stack>
    );
  }
  return (
    <Table.ScrollArea>
      <Table.Root size="sm" interactive aria-label={label}>
        <Table.Header>
          <Table.Row>
            {columns.map((column) => (
              <Table.ColumnHeader key={column.header}>{column.header}</Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => (
            <Table.Row key={rowKey(row)} {...rowProps?.(row)}>
              {columns.map((column) => (
                <Table.Cell
                  key={column.header}
                  whiteSpace={column.wrap ? "normal" : "nowrap"}
                  wordBreak={column.wrap ? "break-word" : undefined}
                  maxW={column.wrap ? "64" : undefined}
                >
                  {column.cell(row)}
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
