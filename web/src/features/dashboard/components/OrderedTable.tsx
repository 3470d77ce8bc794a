import { useState, type ReactNode } from "react";
import { HStack, Image, Text } from "@chakra-ui/react";
import { Picture } from "@/components/ui/Picture";
import { ResponsiveTable, type Column } from "@/components/ui/ResponsiveTable";
import { RowButton } from "@/components/ui/RowButton";
import { toaster } from "@/components/ui/toaster";

export function OrderedTable<T extends { id: string; img: string }>({
  label,
  rows,
  picture,
  name,
  badge,
  columns,
  actions,
  move,
  moveFailed,
}: {
  label: string;
  rows: T[];
  /** The picture's column: shown at a quarter of `size` (round when square), stated at `size`. */
  picture: { header: string; sizes: string; size: { width: number; height: number } };
  name: (row: T) => string;
  badge?: (row: T) => ReactNode;
  columns: Column<T>[];
  actions: (row: T, name: string) => ReactNode;
  move: (list: readonly T[], from: number, to: number) => Promise<void>;
  moveFailed: string;
}) {
  const [moving, setMoving] = useState(false);
  const onMove = async (from: number, to: number) => {
    setMoving(true);
    try {
      await move(rows, from, to);
    } catch {
      toaster.create({ type: "error", title: moveFailed });
    } finally {
      setMoving(false);
    }
  };
  const { header, sizes, size } = picture;
  return (
    <ResponsiveTable
      label={label}
      rows={rows}
      rowKey={(row) => row.id}
      columns={[
        {
          header,
          cell: (row) => (
            <Image
              asChild
              w={`${size.width / 4}`}
              // Kept at the width its sizes state when the row's other cells are wide.
              minW={`${size.width / 4}`}
              h={`${size.height / 4}`}
              objectFit="cover"
              borderRadius={size.width === size.height ? "full" : "md"}
            >
              <Picture value={row.img} sizes={sizes} alt="" fallbackSize={size} />
            </Image>
          ),
        },
        {
          header: "Name",
          cell: (row) => {
            const text = <Text fontWeight="semibold">{name(row)}</Text>;
            return badge ? (
              <HStack gap="2" wrap="wrap">
                {text}
                {badge(row)}
              </HStack>
            ) : (
              text
            );
          },
          wrap: true,
        },
        ...columns,
        {
          header: "Action",
          actions: true,
          cell: (row) => {
            const index = rows.indexOf(row);
            return (
              <HStack gap="2" wrap="wrap">
                <RowButton
                  disabled={moving || index === 0}
                  onClick={() => void onMove(index, index - 1)}
                  aria-label={`Move up ${name(row)}`}
                >
                  Move up
                </RowButton>
                <RowButton
                  disabled={moving || index === rows.length - 1}
                  onClick={() => void onMove(index, index + 1)}
                  aria-label={`Move down ${name(row)}`}
                >
                  Move down
                </RowButton>
                {actions(row, name(row))}
              </HStack>
            );
          },
        },
      ]}
    />
  );
}
