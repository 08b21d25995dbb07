# Varnish in front of the self-hosted site (`npm start` / `npm run serve`), with the publisher's
# purges (CDN_PURGE=varnish, CDN_PURGE_URL=http://127.0.0.1:6081). Varnish 6 or 7.
# Edit the backend's host and port (the site's HOST and PORT) and the purgers' addresses.
vcl 4.1;

backend site {
    .host = "127.0.0.1";
    .port = "4321";
}

# Who may purge: the site's own server.
acl purgers {
    "127.0.0.1";
    "::1";
}

sub vcl_recv {
    # The publisher: `PURGE <path>` per re-rendered page, `BAN /` after a full build. Varnish has
    # appended the client to X-Forwarded-For already: a comma means the request came through a
    # proxy (Caddy, nginx on this machine), i.e. from a reader, whatever client.ip says.
    if (req.method == "PURGE") {
        if (client.ip !~ purgers || req.http.X-Forwarded-For ~ ",") {
            return (synth(405, "Not allowed"));
        }
        return (purge);
    }
    if (req.method == "BAN") {
        if (client.ip !~ purgers || req.http.X-Forwarded-For ~ ",") {
            return (synth(405, "Not allowed"));
        }
        ban("obj.http.x-url ~ ^/");
        return (synth(200, "Banned"));
    }
    # The API and the admin: never cached (sessions, CSRF, answers per user).
    if (req.url ~ "^/(api|admin)(/|\?|$)") {
        return (pass);
    }
    if (req.method != "GET" && req.method != "HEAD") {
        return (pass);
    }
    # The public pages are the same for everyone: a reader's cookies do not change them.
    unset req.http.Cookie;
    return (hash);
}

# One site behind this Varnish: the URL alone names a page, whatever Host the reader or the
# purge sent (the site answers one host; its redirects are absolute paths).
sub vcl_hash {
    hash_data(req.url);
    return (lookup);
}

sub vcl_backend_response {
    # For the full build's ban (ban lurker friendly: it tests the object, not a request).
    set beresp.http.x-url = bereq.url;
    # The server says how long (Cache-Control s-maxage=300): Varnish takes it as the TTL.
}

sub vcl_deliver {
    unset resp.http.x-url;
    if (obj.hits > 0) {
        set resp.http.X-Cache = "HIT";
    } else {
        set resp.http.X-Cache = "MISS";
    }
}
