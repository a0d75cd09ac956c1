# The closest stand-in we can run for mcp-diff's snapshot (issue 55): mcp-diff is a Python tool that is not installable
# on this machine (no PyPI; not on npm), so this does what its snapshot does with the library it is built on, the
# Python `mcp` SDK's stdio client: start the server, initialize, list every kind the server advertises (every page),
# and write the lists as JSON. With `--against OLD.json` it then compares the new lists with the old file by name and
# prints what was added, removed or changed (its second step: a live server checked against a baseline file).
# With `--raw` it does the same with the standard library alone (JSON-RPC lines over the server's pipes, no SDK): the
# floor of any Python peer, since importing the SDK (mcp 2.3.0, the one wheel this machine has) takes 0.8 s of CPU.
# Usage: python py-snapshot.py OUT.json [--against OLD.json] [--raw] -- command [args...]
import asyncio
import glob
import json
import os
import signal
import sys

import subprocess

KINDS = (
    ("tools", "tools", "list_tools"),
    ("prompts", "prompts", "list_prompts"),
    ("resources", "resources", "list_resources"),
    ("resources", "resource_templates", "list_resource_templates"),
)


RAW_KINDS = (("tools", "tools", "tools/list"), ("prompts", "prompts", "prompts/list"), ("resources", "resources", "resources/list"), ("resources", "resourceTemplates", "resources/templates/list"))


def raw_capture(command, args, done):
    server = subprocess.Popen([command, *args], stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
    ids = iter(range(1, 1 << 30))

    def request(method, params):
        n = next(ids)
        server.stdin.write(json.dumps({"jsonrpc": "2.0", "id": n, "method": method, "params": params}).encode() + b"\n")
        server.stdin.flush()
        for line in server.stdout:
            msg = json.loads(line)
            if msg.get("id") == n:
                if "error" in msg:
                    raise RuntimeError(f"{method}: {msg['error']}")
                return msg["result"]
        raise RuntimeError(f"{method}: the server closed its output")

    init = request("initialize", {"protocolVersion": "2025-06-18", "capabilities": {}, "clientInfo": {"name": "py-raw", "version": "0"}})
    server.stdin.write(b'{"jsonrpc":"2.0","method":"notifications/initialized"}\n')
    out = {"serverInfo": init["serverInfo"], "capabilities": init["capabilities"]}
    for cap, field, method in RAW_KINDS:
        if cap not in out["capabilities"]:
            continue
        items, cursor = [], None
        while True:
            page = request(method, {"cursor": cursor} if cursor else {})
            items += page.get(field, [])
            cursor = page.get("nextCursor")
            if not cursor:
                break
        out[field] = items
    done(out)


def dump(model):
    return model.model_dump(mode="json", exclude_none=True, by_alias=True)


async def capture(command, args, done):
    from mcp import ClientSession, StdioServerParameters
    from mcp.client.stdio import stdio_client
    from mcp.types import PaginatedRequestParams

    async with stdio_client(StdioServerParameters(command=command, args=args)) as (read, write):
        async with ClientSession(read, write) as session:
            init = await session.initialize()
            out = {"serverInfo": dump(init.server_info), "capabilities": dump(init.capabilities)}
            for cap, field, method in KINDS:
                if cap not in out["capabilities"]:
                    continue
                items, cursor = [], None
                while True:
                    page = await getattr(session, method)(params=PaginatedRequestParams(cursor=cursor) if cursor else None)
                    items += [dump(i) for i in getattr(page, field)]
                    cursor = page.next_cursor
                    if not cursor:
                        break
                out["resourceTemplates" if field == "resource_templates" else field] = items
            done(out)


def compare(old, new):
    changes = []
    for _, field, _ in RAW_KINDS:
        key = lambda i: i.get("name") or i.get("uri") or i.get("uriTemplate")
        before = {key(i): i for i in old.get(field, [])}
        after = {key(i): i for i in new.get(field, [])}
        changes += [f"removed {field} {k}" for k in before if k not in after]
        changes += [f"added {field} {k}" for k in after if k not in before]
        changes += [f"changed {field} {k}" for k in before if k in after and before[k] != after[k]]
    return changes


def kill_children():
    """SIGKILL to the server, then reaped: the SDK's own close waits up to 2 s for a server that does not exit when its
    stdin closes (server-memory does not), which would time the SDK's shutdown policy, not the capture. Reaping it adds
    its CPU to this process's children, so a bench counting the CPU of what it waited for counts the server on both
    sides. The children are read from /proc (Linux)."""
    pids = []
    for f in glob.glob(f"/proc/{os.getpid()}/task/*/children"):
        try:
            pids += [int(p) for p in open(f).read().split()]
        except FileNotFoundError:  # a thread of ours that ended since the glob
            continue
    for pid in pids:
        try:
            os.kill(pid, signal.SIGKILL)
            os.waitpid(pid, 0)
        except (ProcessLookupError, ChildProcessError):
            pass


def finish(opts, snap):
    with open(opts[0], "w") as f:
        json.dump(snap, f, indent=2, sort_keys=True)
    if "--against" in opts:
        with open(opts[opts.index("--against") + 1]) as f:
            print("\n".join(compare(json.load(f), snap)) or "no changes")
    sys.stdout.flush()
    kill_children()
    os._exit(0)


def main():
    argv = sys.argv[1:]
    sep = argv.index("--")
    opts, (command, *args) = argv[:sep], argv[sep + 1 :]
    if "--raw" in opts:
        raw_capture(command, args, lambda snap: finish(opts, snap))
    else:
        asyncio.run(capture(command, args, lambda snap: finish(opts, snap)))


main()
