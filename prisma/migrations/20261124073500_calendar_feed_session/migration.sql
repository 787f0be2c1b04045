-- A password change turns the calendar feed off (issue 26): the feed's secret address reads the
-- schedule, so an address that leaked with the old credentials dies with them. In the database, in
-- the same statement as the change, whatever code path changes the password.
-- The body is an E'' string with \x3B for its semicolons: the migration runner splits at every semicolon.
CREATE FUNCTION "User_password_changed"() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  NEW."calendarFeedToken" := NULL\x3B
  RETURN NEW\x3B
END ';

CREATE TRIGGER "User_password_changed" BEFORE UPDATE OF "passwordHash" ON "User"
FOR EACH ROW WHEN (OLD."passwordHash" IS DISTINCT FROM NEW."passwordHash") EXECUTE FUNCTION "User_password_changed"();
