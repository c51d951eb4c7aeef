-- +goose Up
-- Every instance keeps the logins and account lists it read in memory (db.Kept) and forgets them as
-- soon as anything changes them: these triggers tell every instance, through LISTEN/NOTIFY on the
-- channel login_changes, whoever made the change (an instance, a command, SQL). The payload is the
-- user's id, or empty for a change to the accounts themselves, which concerns every user. A token's
-- last use is not a change: only its revocation and expiry are.
-- +goose StatementBegin
CREATE FUNCTION notify_login_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_TABLE_NAME = 'clients' THEN
        PERFORM pg_notify('login_changes', '');
    ELSIF TG_TABLE_NAME = 'users' THEN
        PERFORM pg_notify('login_changes', OLD.id::text);
    ELSE
        -- A token or membership: its user before and after the change (the same one but for a move).
        IF TG_OP <> 'INSERT' THEN
            PERFORM pg_notify('login_changes', OLD.user_id::text);
        END IF;
        IF TG_OP <> 'DELETE' THEN
            PERFORM pg_notify('login_changes', NEW.user_id::text);
        END IF;
    END IF;
    RETURN NULL;
END
$$;
-- +goose StatementEnd
CREATE TRIGGER users_login_change AFTER UPDATE OR DELETE ON users
    FOR EACH ROW EXECUTE FUNCTION notify_login_change();
CREATE TRIGGER auth_tokens_login_change AFTER UPDATE OF revoked_at, expires_at, user_id, token_hash OR DELETE ON auth_tokens
    FOR EACH ROW EXECUTE FUNCTION notify_login_change();
CREATE TRIGGER user_clients_login_change AFTER INSERT OR UPDATE OR DELETE ON user_clients
    FOR EACH ROW EXECUTE FUNCTION notify_login_change();
CREATE TRIGGER clients_login_change AFTER INSERT OR UPDATE OR DELETE ON clients
    FOR EACH STATEMENT EXECUTE FUNCTION notify_login_change();

-- +goose Down
DROP TRIGGER clients_login_change ON clients;
DROP TRIGGER user_clients_login_change ON user_clients;
DROP TRIGGER auth_tokens_login_change ON auth_tokens;
DROP TRIGGER users_login_change ON users;
DROP FUNCTION notify_login_change();
