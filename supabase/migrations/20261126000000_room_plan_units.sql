-- The unit a room was measured in ('metric' or 'imperial'), so every device shows its lengths
-- as the person measured them. Null for plans kept before it was recorded: those follow the
-- device's own choice. No check constraint: a device that reads a value it does not know
-- falls back to its own choice, and a bad value must not stop a plan from syncing.
alter table public.room_plans add column units text;

-- The API must see the new column at once.
notify pgrst, 'reload schema';
