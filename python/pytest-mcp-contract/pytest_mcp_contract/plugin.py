"""pytest plugin around the mcp-contract CLI: the CLI captures and classifies, this module only finds and runs it."""
from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any, List, Optional, Sequence, Union

import pytest

# How to get the CLI as it is distributed today: from its git repository (which holds the built dist/) or the tarball
# `npm pack` writes in a clone; the npm registry name is not published yet, so it is not what this line tells anyone.
GET_CLI = (
    "npm install -g github:mcp-contract/mcp-contract (or, in a clone of it, npm pack and npm install -g the .tgz it writes), "
    "or point MCP_CONTRACT_CLI / --mcp-contract-cli at a clone's dist/cli/index.js"
)
INSTALL_NODE = f"pytest-mcp-contract needs Node.js 20 or newer (https://nodejs.org) and the mcp-contract CLI: {GET_CLI}"
INSTALL_CLI = f"pytest-mcp-contract needs the mcp-contract CLI: {GET_CLI}"

_config: Optional[pytest.Config] = None
# Snapshot files this run wrote, each with what happened ("wrote" a new one, "updated" one that differed): told once in
# the terminal summary, as pytest's snapshot plugins and jest ("1 snapshot written") tell theirs.
_written: List[str] = []


class McpContractError(AssertionError):
    """The live surface differs from the snapshot, the snapshot is missing, or the CLI could not run."""


def pytest_addoption(parser: pytest.Parser) -> None:
    group = parser.getgroup("mcp-contract")
    group.addoption("--mcp-contract-update", action="store_true", default=False, help="rewrite mcp-contract snapshots from the live servers")
    group.addoption("--mcp-contract-cli", default=None, help="path to the mcp-contract CLI (an executable or its .js entry)")
    parser.addini("mcp_contract_cli", "path to the mcp-contract CLI (an executable or its .js entry)", default="")


def pytest_configure(config: pytest.Config) -> None:
    global _config
    _config = config
    _written.clear()


def pytest_terminal_summary(terminalreporter: Any) -> None:
    for line in _written:
        terminalreporter.write_line(f"mcp-contract: {line}")


def _tell(line: str) -> None:
    """A written snapshot, told at the end of the run (or at once outside pytest, where no summary comes)."""
    if _config is not None:
        _written.append(line)
    else:
        print(f"mcp-contract: {line}", file=sys.stderr)


def _configured_cli() -> Optional[str]:
    if _config is not None:
        opt = _config.getoption("--mcp-contract-cli", default=None)
        if opt:
            return str(opt)
        ini = _config.getini("mcp_contract_cli")
        if ini:
            return str(Path(str(_config.rootpath)) / ini) if not os.path.isabs(ini) else ini
    return os.environ.get("MCP_CONTRACT_CLI") or None


def _project_bin() -> Optional[str]:
    """node_modules/.bin/mcp-contract in the project or a directory above it: what npx --no-install would run.

    Found here, npx's own start-up (close to a second of CPU, paid twice: the probe and the run) is not spent."""
    start = Path(str(_config.rootpath)) if _config is not None else Path.cwd()
    names = ("mcp-contract.cmd", "mcp-contract") if os.name == "nt" else ("mcp-contract",)
    for directory in (start, *start.parents):
        for name in names:
            candidate = directory / "node_modules" / ".bin" / name
            if candidate.is_file():
                return str(candidate)
    return None


def _cli() -> List[str]:
    """The command that runs the CLI: a configured path, then mcp-contract on PATH, then the project's
    node_modules/.bin (as npx --no-install finds it), then npx --no-install."""
    __tracebackhide__ = True
    configured = _configured_cli()
    if configured:
        if not os.path.exists(configured):
            raise McpContractError(f"mcp-contract CLI not found at {configured} (MCP_CONTRACT_CLI / --mcp-contract-cli / mcp_contract_cli)")
        if configured.endswith((".js", ".mjs", ".cjs")):
            node = shutil.which("node")
            if not node:
                raise McpContractError(INSTALL_NODE)
            return [node, configured]
        return [configured]
    on_path = shutil.which("mcp-contract")
    if on_path:
        return [on_path]
    local = _project_bin()
    if local:
        if not shutil.which("node"):
            raise McpContractError(INSTALL_NODE)
        return [local]
    npx = shutil.which("npx")
    if not npx or not shutil.which("node"):
        raise McpContractError(INSTALL_NODE)
    probe = subprocess.run([npx, "--no-install", "mcp-contract", "--version"], capture_output=True, text=True)
    if probe.returncode != 0:
        raise McpContractError(INSTALL_CLI)
    return [npx, "--no-install", "mcp-contract"]


def _server_args(server: Any) -> List[str]:
    """A URL, a command list, or mcp's StdioServerParameters (command, args) as CLI arguments."""
    __tracebackhide__ = True
    if isinstance(server, str):
        if server.startswith(("http://", "https://")):
            return ["--url", server]
        raise McpContractError(f"server must be a command list or an http(s) URL, not {server!r}")
    command = getattr(server, "command", None)
    if command is not None:
        # The CLI starts an inline command with an allow-listed environment in pytest's working directory: what the
        # parameters set beyond command and args would be dropped without a word, so it is refused in one line.
        unsent = [field for field in ("env", "cwd") if getattr(server, field, None)]
        if unsent:
            raise McpContractError(
                f"StdioServerParameters {' and '.join(unsent)} cannot be passed to the server by pytest-mcp-contract "
                "(the CLI starts it with an allow-listed environment, in pytest's working directory): pass the command as a list and let the server read what it needs"
            )
        return ["--", str(command), *[str(a) for a in (getattr(server, "args", None) or [])]]
    parts = [str(p) for p in server]
    if not parts:
        raise McpContractError("server command is empty")
    return ["--", *parts]


def assert_mcp_contract(server: Union[Sequence[str], str, Any], snapshot: Union[str, os.PathLike], *, update: Optional[bool] = None) -> None:
    """Fails with the classified drift (as `mcp-contract diff` prints it) unless the live server matches `snapshot`."""
    # The failure is the drift, not this module: pytest shows the test's own line and the message, none of our frames.
    __tracebackhide__ = True
    server_args = _server_args(server)
    if update is None:
        update = bool(_config is not None and _config.getoption("--mcp-contract-update", default=False))
    path = Path(snapshot)
    if not path.is_absolute() and _config is not None:
        path = Path(str(_config.rootpath)) / path
    if not path.exists() and not update:
        raise McpContractError(f"no mcp-contract snapshot at {snapshot}: create it with pytest --mcp-contract-update and commit it")
    before = path.read_bytes() if path.is_file() else None
    args = [*_cli(), "check", "--snapshot", str(path), *(["--update"] if update else []), *server_args]
    try:
        done = subprocess.run(args, capture_output=True, text=True)
    except FileNotFoundError:
        raise McpContractError(INSTALL_NODE) from None
    if done.returncode == 0:
        after = path.read_bytes() if path.is_file() else None
        if after is not None and after != before:
            _tell(f"{'wrote' if before is None else 'updated'} {snapshot}")
        return
    # The CLI's own update hint names its flag; under pytest the flag is --mcp-contract-update.
    out = done.stdout.replace("run the same command with --update", "pytest --mcp-contract-update")
    raise McpContractError(f"{out}{done.stderr}".rstrip() or f"mcp-contract exited {done.returncode}")


@pytest.fixture
def mcp_contract():
    """The assertion helper as a fixture: mcp_contract(server, "snapshots/server.json")."""
    return assert_mcp_contract
