-- An owner's number of customers, kept by the database in the same transaction as every insert,
-- delete or change of owner of a Customer row, so the customers list's totalCount reads it with the
-- owner's row instead of counting (issue 18: an owner with 100,000 customers counted them on every page).
ALTER TABLE "User" ADD COLUMN "customerCount" INTEGER NOT NULL DEFAULT 0;

UPDATE "User" u SET "customerCount" = c.n
FROM (SELECT "ownerId", count(*)::int AS n FROM "Customer" GROUP BY "ownerId") c
WHERE c."ownerId" = u.id;

-- Statement-level with transition tables: an import of thousands of rows updates each owner once.
-- The bodies are E'' strings with \x3B for their semicolons: the migration runner (the driver
-- adapter's executeScript) splits a script at every semicolon.
CREATE FUNCTION "Customer_count_added"() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  UPDATE "User" u SET "customerCount" = u."customerCount" + a.n
  FROM (SELECT "ownerId", count(*)::int AS n FROM added GROUP BY "ownerId") a WHERE u.id = a."ownerId"\x3B
  RETURN NULL\x3B
END ';

CREATE FUNCTION "Customer_count_removed"() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  UPDATE "User" u SET "customerCount" = u."customerCount" - r.n
  FROM (SELECT "ownerId", count(*)::int AS n FROM removed GROUP BY "ownerId") r WHERE u.id = r."ownerId"\x3B
  RETURN NULL\x3B
END ';

CREATE FUNCTION "Customer_count_moved"() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  UPDATE "User" u SET "customerCount" = u."customerCount" + d.n
  FROM (
    SELECT owner, sum(n)::int AS n FROM (
      SELECT a."ownerId" AS owner, 1 AS n FROM added a JOIN removed r ON r.id = a.id WHERE a."ownerId" <> r."ownerId"
      UNION ALL
      SELECT r."ownerId", -1 FROM added a JOIN removed r ON r.id = a.id WHERE a."ownerId" <> r."ownerId"
    ) m GROUP BY owner
  ) d WHERE u.id = d.owner\x3B
  RETURN NULL\x3B
END ';

CREATE TRIGGER "Customer_count_insert" AFTER INSERT ON "Customer"
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION "Customer_count_added"();
CREATE TRIGGER "Customer_count_delete" AFTER DELETE ON "Customer"
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION "Customer_count_removed"();
CREATE TRIGGER "Customer_count_update" AFTER UPDATE ON "Customer"
  REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION "Customer_count_moved"();
