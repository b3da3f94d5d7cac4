#!/bin/sh
# Debian's PostgreSQL 15 with the official image's contract: on the first start, a cluster owned
# by POSTGRES_USER (password POSTGRES_PASSWORD, scram over the network) and the database
# POSTGRES_DB; then the server in the foreground.
set -eu
bin=/usr/lib/postgresql/15/bin
data=/var/lib/postgresql/data
mkdir -p "$data" /run/postgresql
chown -R postgres:postgres "$data" /run/postgresql
chmod 700 "$data"
if [ ! -s "$data/PG_VERSION" ]; then
  password_file=$(mktemp)
  printf '%s' "$POSTGRES_PASSWORD" > "$password_file"
  chown postgres "$password_file"
  runuser -u postgres -- "$bin/initdb" -D "$data" -U "$POSTGRES_USER" --pwfile="$password_file" \
    --auth-local=trust --auth-host=scram-sha-256
  rm -f "$password_file"
  echo 'host all all 0.0.0.0/0 scram-sha-256' >> "$data/pg_hba.conf"
  runuser -u postgres -- "$bin/pg_ctl" -D "$data" -o '-c listen_addresses=' -w start
  runuser -u postgres -- "$bin/psql" -U "$POSTGRES_USER" -d postgres -v ON_ERROR_STOP=1 \
    -c "create database \"$POSTGRES_DB\""
  runuser -u postgres -- "$bin/pg_ctl" -D "$data" -w stop
fi
exec runuser -u postgres -- "$bin/postgres" -D "$data" -c listen_addresses='*'
