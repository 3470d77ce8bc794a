import { useLayoutEffect, useRef, useState, type ReactNode } from "react";
import { Box, Stack, Table, Text, useBreakpointValue } from "@chakra-ui/react";

export interface Column<T> {
  header: string;
  cell: (row: T) => ReactNode;
  /**
   * Let long values (names, texts) wrap inside the column, between words; short ones stay on
   * one line.
   */
  wrap?: boolean;
  /**
   * The narrowest the column may be in the table (a size token), for a text that is hard to read
   * in a few words a line: a table that cannot give it that much shows cards instead.
   */
  minW?: string;
  /** The row's buttons: they wrap (stack when the column is narrow), across the card on phones. */
  actions?: boolean;
}

/**
 * Whether the table fits the width it has: measured after each render and on every resize. When
 * the table's narrowest layout (every column as narrow as its longest word, or its one-line
 * values) is wider than its place, the rows show as cards until the place is as wide as the
 * table needed. A table never breaks a word to fit: cards do, as a last resort.
 */
function useTableFits(phone: boolean) {
  const place = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState<number | null>(null);
  const [needed, setNeeded] = useState(0);
  useLayoutEffect(() => {
    const element = place.current;
    if (!element) return undefined;
    const measure = () => {
      const available = element.clientWidth;
      setWidth(available);
      const table = element.querySelector("table");
      if (table && table.offsetWidth > available + 1) setNeeded(table.offsetWidth);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  });
  const fits = !phone && (width === null || width >= needed);
  return { place, fits };
}

/**
 * A table where it fits (tablets and desktops, most tables); a card per row where it does not
 * (phones, and a wide table in a narrow place), so nothing ever scrolls or spills sideways.
 */
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
  const phone = useBreakpointValue({ base: true, md: false }) ?? false;
  const { place, fits } = useTableFits(phone);
  return (
    <Box ref={place} minW="0">
      {fits ? (
        <Table.Root size="sm" interactive aria-label={label}>
          <Table.Header>
            <Table.Row>
              {columns.map((column) => (
                <Table.ColumnHeader key={column.header} verticalAlign="bottom">
                  {column.header}
                </Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((row) => (
              <Table.Row key={rowKey(row)} {...rowProps?.(row)}>
                {columns.map((column) => (
                  <Table.Cell
                    key={column.header}
                    verticalAlign="top"
                    whiteSpace={column.wrap || column.actions ? "normal" : "nowrap"}
                    minW={column.minW}
                    maxW={column.wrap ? "64" : undefined}
                  >
                    {column.cell(row)}
                  </Table.Cell>
                ))}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      ) : (
        <Stack gap="3" role="list" aria-label={label}>
          {rows.map((row) => (
            <Box
              key={rowKey(row)}
              role="listitem"
              borderWidth="1px"
              borderRadius="lg"
              p="4"
              display="grid"
              gridTemplateColumns="repeat(auto-fill, minmax(min(100%, 12rem), 1fr))"
              gap="3"
              {...rowProps?.(row)}
            >
              {columns.map((column) => (
                <Box
                  key={column.header}
                  minW="0"
                  gridColumn={column.actions ? "1 / -1" : undefined}
                >
                  <Text
                    fontSize="xs"
                    textTransform="uppercase"
                    color="gray.500"
                    fontWeight="semibold"
                  >
                    {column.header}
                  </Text>
                  <Box overflowWrap="anywhere">{column.cell(row)}</Box>
                </Box>
              ))}
            </Box>
          ))}
        </Stack>
      )}
    </Box>
  );
}
