-- +goose Up
-- An imported concept delivery without errors is sent by the job send-concept-deliveries
-- (concepts.SendDue) once send_after has passed: the import's time plus (at most) 15 minutes.
-- NULL for every concept entered by hand or imported with errors; the job clears it when it
-- claims the concept. The job's claim reads Ready concepts by send_after through the index, which
-- holds only the scheduled ones.
ALTER TABLE concept_deliveries ADD COLUMN send_after TIMESTAMP;
CREATE INDEX concept_deliveries_send_after ON concept_deliveries (has_errors, send_after, id)
    WHERE send_after IS NOT NULL;

-- +goose Down
DROP INDEX concept_deliveries_send_after;
ALTER TABLE concept_deliveries DROP COLUMN send_after;
