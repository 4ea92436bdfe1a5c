"""Drives `clauz3 mcp` with the Python MCP SDK's own stdio client (the `mcp`
package from PyPI, in the project's .venv) and prints what it observed as
one JSON object; cmd/clauz3/cmd_mcp_test.go checks it.

usage: client.py CONFIG.json   (binary, email_dir, run_dir, run_env, files)
"""

import asyncio
import json
import sys

from mcp import ClientSession, StdioServerParameters
from mcp.client.stdio import stdio_client


def text(result):
    return "".join(c.text for c in result.content if c.type == "text")


def outcome(result):
    return {"is_error": result.isError, "text": text(result),
            "structured": result.structuredContent}


async def email_session(cfg, seen):
    params = StdioServerParameters(command=cfg["binary"], args=["mcp"], cwd=cfg["email_dir"])
    async with stdio_client(params) as (read, write):
        async with ClientSession(read, write) as s:
            init = await s.initialize()
            seen["server_name"] = init.serverInfo.name
            tools = (await s.list_tools()).tools
            seen["tool_names"] = sorted(t.name for t in tools)
            seen["schemas"] = {t.name: {"input": t.inputSchema, "output": t.outputSchema} for t in tools}
            for name in ("only_bob_pass.py", "only_bob_fail.py"):
                with open(f"{cfg['email_dir']}/cases/{name}", encoding="utf-8") as f:
                    seen["prove " + name] = outcome(await s.call_tool("prove", {"source": f.read()}))
            seen["prove syntax error"] = outcome(await s.call_tool("prove", {"source": "def main(:\n"}))
            seen["tools"] = outcome(await s.call_tool("tools", {"query": "send_email"}))
            seen["list_skills"] = outcome(await s.call_tool("list_skills", {}))
            seen["read_skill"] = outcome(await s.call_tool("read_skill", {"id": "builtin:clauz3-authoring"}))


async def run_session(cfg, seen):
    params = StdioServerParameters(command=cfg["binary"], args=["mcp", "--trusted-root", "tools/mail/trusted"],
                                   cwd=cfg["run_dir"], env=cfg["run_env"])
    async with stdio_client(params) as (read, write):
        async with ClientSession(read, write) as s:
            await s.initialize()
            for name in ("send_bob.py", "send_eve.py"):
                progress = []

                async def on_progress(p, total, message, progress=progress):
                    progress.append(json.loads(message)["phase"])

                with open(cfg["files"][name], encoding="utf-8") as f:
                    source = f.read()
                result = await s.call_tool("run", {"source": source}, progress_callback=on_progress)
                seen["run " + name] = outcome(result)
                seen["progress " + name] = progress
            seen["status"] = outcome(await s.call_tool("status", {}))


async def main():
    with open(sys.argv[1], encoding="utf-8") as f:
        cfg = json.load(f)
    seen = {}
    await email_session(cfg, seen)
    await run_session(cfg, seen)
    json.dump(seen, sys.stdout)


asyncio.run(main())
