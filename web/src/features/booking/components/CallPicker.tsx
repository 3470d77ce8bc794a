/**
 * Picking a call's time: a month of days (those with a free time enabled), then that day's times,
 * every one in the visitor's zone (detected, switchable). The month is a WAI-ARIA grid: one day
 * takes the Tab stop, the arrow keys move by a day or a week, Home and End to the week's ends,
 * Page Up and Page Down by a month; the times are buttons. What changes is announced.
 */
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from "react";
import {
  Box,
  Button,
  HStack,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  VisuallyHidden,
} from "@chakra-ui/react";
import { FormField } from "@/components/ui/FormField";
import { formatDate, formatMonth, formatTime, weekdayName } from "@shared/format/dates";
import { localDate, WEEKDAYS } from "@shared/scheduling/zones";
import { useSlots, type Slot } from "../api";
import { hostChangeLabel } from "../host-change";
import {
  addMonths,
  GRID_KEYS,
  monthDates,
  monthGrid,
  monthOf,
  monthsBetween,
  moveDate,
  slotsByDate,
  timeZones,
  zoneLabel,
  type GridKey,
} from "../calendar";

const DAY_MS = 86_400_000;

/** The visitor's zone, chosen from every zone the browser knows. */
export function TimeZoneSelect({
  value,
  onChange,
  now,
}: {
  value: string;
  onChange: (timeZone: string) => void;
  /** The instant whose offset the helper names. */
  now: number;
}) {
  const zones = useMemo(() => timeZones(value), [value]);
  return (
    <FormField
      label="Time zone"
      required={false}
      helper={`Times are shown in ${zoneLabel(value, now)}.`}
    >
      <NativeSelect.Root maxW="sm">
        <NativeSelect.Field value={value} onChange={(event) => onChange(event.target.value)}>
          {zones.map((zone) => (
            <option key={zone} value={zone}>
              {zone}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FormField>
  );
}

function MonthGrid({
  month,
  days,
  selected,
  focused,
  min,
  max,
  onFocus,
  onSelect,
  labelledBy,
}: {
  month: string;
  days: Map<string, Slot[]>;
  selected: string | null;
  focused: string;
  min: string;
  max: string;
  onFocus: (date: string) => void;
  onSelect: (date: string) => void;
  labelledBy: string;
}) {
  const grid = useRef<HTMLTableElement>(null);
  const moved = useRef(false);
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    grid.current?.querySelector<HTMLButtonElement>(`[data-date="${focused}"]`)?.focus();
  }, [focused, month]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (!GRID_KEYS.includes(event.key)) return;
    event.preventDefault();
    const next = moveDate(focused, event.key as GridKey);
    const clamped = next < min ? min : next > max ? max : next;
    moved.current = true;
    onFocus(clamped);
  };

  return (
    <Box
      as="table"
      ref={grid}
      role="grid"
      aria-labelledby={labelledBy}
      w="full"
      onKeyDown={onKeyDown}
    >
      <thead>
        <tr>
          {WEEKDAYS.map((day) => (
            <Box asChild key={day} fontSize="xs" color="gray.600" py="1">
              <th scope="col" abbr={weekdayName(day, "long")}>
                {weekdayName(day).slice(0, 2)}
              </th>
            </Box>
          ))}
        </tr>
      </thead>
      <tbody>
        {monthGrid(month).map((week, index) => (
          <tr key={index}>
            {week.map((date, column) => {
              if (!date) return <td key={`empty-${column}`} />;
              const free = days.get(date)?.length ?? 0;
              const isSelected = date === selected;
              return (
                <Box
                  as="td"
                  key={date}
                  textAlign="center"
                  // On phones a day is a 44 px target: seven fill a 308 px row.
                  p={{ base: "0", md: "0.5" }}
                  aria-selected={isSelected}
                >
                  <Button
                    data-date={date}
                    size="sm"
                    w="full"
                    minW={{ base: "11", md: "9" }}
                    px="0"
                    variant={isSelected ? "solid" : free > 0 ? "subtle" : "ghost"}
                    colorPalette={free > 0 ? "brand" : "gray"}
                    fontWeight={free > 0 ? "semibold" : "normal"}
                    // A day without a free time stays readable (4.5:1): not the faded look of a
                    // disabled control, which the focused day (today, late) would have.
                    color={free > 0 ? undefined : "fg.muted"}
                    _disabled={{ opacity: 1, cursor: "default" }}
                    tabIndex={date === focused ? 0 : -1}
                    aria-disabled={free === 0}
                    aria-label={`${formatDate(date, "weekday")}, ${free === 0 ? "no free time" : free === 1 ? "1 free time" : `${free} free times`}`}
                    onFocus={() => onFocus(date)}
                    onClick={() => {
                      if (free > 0) onSelect(date);
                    }}
                  >
                    {Number(date.slice(8, 10))}
                  </Button>
                </Box>
              );
            })}
          </tr>
        ))}
      </tbody>
    </Box>
  );
}

export interface CallPickerProps {
  serviceId: string;
  timeZone: string;
  onTimeZoneChange: (timeZone: string) => void;
  /** A time was chosen; `hostNote` ("with Maya Chen") when the move would change its host. */
  onPick: (slot: Slot, hostNote: string | null) => void;
  /** While the choice is being sent: the times wait. */
  pending?: boolean;
  /** The busy interval not to count: the call being moved. */
  ignoreBusyId?: string;
  /** A start not to offer (the call's current time, when moving it). */
  exceptStart?: number;
  /** The call's host, when moving it: a time only another host is free at names that host. */
  hostId?: string;
  /** The day shown and chosen first (the visitor's date of the time they just let go). */
  initialDay?: string | null;
}

/** The month, the day's times and the zone; shows nothing bookable while calls are off. */
export function CallPicker({
  serviceId,
  timeZone,
  onTimeZoneChange,
  onPick,
  pending = false,
  ignoreBusyId,
  exceptStart,
  hostId,
  initialDay = null,
}: CallPickerProps) {
  const [month, setMonth] = useState(() => monthOf(initialDay ?? localDate(Date.now(), timeZone)));
  const [chosen, setSelected] = useState<string | null>(initialDay);
  const [focused, setFocused] = useState<string | null>(null);
  const { first, last } = monthDates(month);
  const { status, slots, call, now, hostNames } = useSlots({
    serviceId,
    from: first,
    to: last,
    timeZone,
    ignoreBusyId,
  });
  const days = useMemo(
    () =>
      slotsByDate(
        exceptStart === undefined ? slots : slots.filter((s) => s.start !== exceptStart),
        timeZone,
      ),
    [slots, exceptStart, timeZone],
  );
  const headingId = useId();
  const timesId = useId();

  const today = localDate(now, timeZone);
  const lastDay = localDate(now + (call?.bookingWindowDays ?? 1) * DAY_MS, timeZone);
  const minMonth = monthOf(today);
  const maxMonth = monthOf(lastDay);
  const firstFree = [...days.keys()][0];
  const focus =
    focused && monthOf(focused) === month
      ? focused
      : (firstFree ?? (month === minMonth ? today : first));

  const showMonth = (next: string) => {
    setMonth(next);
    setFocused(null);
  };
  const onFocus = (date: string) => {
    if (monthOf(date) !== month) setMonth(monthOf(date));
    setFocused(date);
  };

  // A day of another month stays chosen for when the visitor comes back to it.
  const selected = chosen && monthOf(chosen) === month ? chosen : null;
  const times = selected ? (days.get(selected) ?? []) : [];
  const announcement = announce({ status, selected, count: times.length, timeZone });

  return (
    <Stack gap="5" data-call-picker={serviceId}>
      <TimeZoneSelect value={timeZone} onChange={onTimeZoneChange} now={now} />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap={{ base: "6", md: "10" }} alignItems="start">
        <Stack gap="3">
          <HStack justify="space-between">
            <Button
              size="sm"
              variant="outline"
              aria-label="Previous month"
              disabled={monthsBetween(minMonth, month) <= 0}
              onClick={() => showMonth(addMonths(month, -1))}
            >
              <span aria-hidden="true">‹</span>
            </Button>
            <Text as="h3" id={headingId} fontWeight="semibold" color="brand.900" aria-live="polite">
              {formatMonth(month)}
            </Text>
            <Button
              size="sm"
              variant="outline"
              aria-label="Next month"
              disabled={monthsBetween(month, maxMonth) <= 0}
              onClick={() => showMonth(addMonths(month, 1))}
            >
              <span aria-hidden="true">›</span>
            </Button>
          </HStack>
          <MonthGrid
            month={month}
            days={days}
            selected={selected}
            focused={focus}
            min={monthDates(minMonth).first}
            max={monthDates(maxMonth).last}
            onFocus={onFocus}
            onSelect={setSelected}
            labelledBy={headingId}
          />
        </Stack>
        <Stack gap="3">
          <Text as="h3" id={timesId} fontWeight="semibold" color="brand.900">
            {selected ? formatDate(selected, "weekday") : "Choose a day"}
          </Text>
          {selected && times.length > 0 ? (
            <SimpleGrid
              as="ul"
              aria-labelledby={timesId}
              columns={{ base: 3, sm: 4 }}
              gap="2"
              listStyleType="none"
            >
              {times.map((slot) => {
                const time = formatTime(slot.start, timeZone);
                const other = hostId ? hostChangeLabel(slot.hostIds, hostId, hostNames) : null;
                return (
                  <li key={slot.start}>
                    <Button
                      w="full"
                      size="sm"
                      h="auto"
                      minH="8"
                      py="1"
                      flexDirection="column"
                      gap="0"
                      whiteSpace="normal"
                      variant="outline"
                      colorPalette="brand"
                      disabled={pending}
                      aria-label={`${time} on ${formatDate(selected, "weekday")}${other ? `, ${other}` : ""}`}
                      data-start={new Date(slot.start).toISOString()}
                      data-host-change={other ?? undefined}
                      onClick={() => onPick(slot, other)}
                    >
                      {time}
                      {other ? (
                        <Text as="span" fontSize="xs" fontWeight="normal">
                          {other}
                        </Text>
                      ) : null}
                    </Button>
                  </li>
                );
              })}
            </SimpleGrid>
          ) : (
            <Text color="gray.600" fontSize="sm">
              {selected
                ? "No free time left on this day: please choose another."
                : "Days with a free time can be chosen."}
            </Text>
          )}
        </Stack>
      </SimpleGrid>
      <VisuallyHidden role="status" aria-live="polite">
        {announcement}
      </VisuallyHidden>
    </Stack>
  );
}

function announce({
  status,
  selected,
  count,
  timeZone,
}: {
  status: string;
  selected: string | null;
  count: number;
  timeZone: string;
}): string {
  if (status === "loading") return "Loading the free times";
  if (!selected) return "";
  const times = count === 0 ? "No free time" : count === 1 ? "1 free time" : `${count} free times`;
  return `${times} on ${formatDate(selected, "weekday")}, in ${timeZone}`;
}
