"""Run every effect body of the nine libraries under libraries/ for real.

Usage: python bodies.py LIBRARIES_DIR WORK_DIR

Each library's root goes on sys.path (``tools`` is a namespace package across
them, as in the reference's layout). Bodies that call a program or a service
get a local stand-in, never the real thing: a fake ``gh`` and ``gog`` first on
PATH that record their arguments, a local HTTP server for web_fetch and
web_search. Files, SQLite, git (with a push to a local bare repository) and
rsync are the real ones, in WORK_DIR. One line ``PASS <library> <checks>`` per
library; any failed check raises, and the exit status is not 0.
"""

import http.server
import json
import os
import stat
import subprocess
import sys
import threading
from pathlib import Path

libraries, work = Path(sys.argv[1]).resolve(), Path(sys.argv[2]).resolve()
for lib in sorted(libraries.iterdir()):
    if (lib / "tools").is_dir():
        sys.path.insert(0, str(lib))

import deal  # noqa: E402

import clauz3  # noqa: E402

checks: dict[str, int] = {}


def check(lib: str, ok: bool, what: str) -> None:
    if not ok:
        raise AssertionError(f"{lib}: {what}")
    checks[lib] = checks.get(lib, 0) + 1


def refused(lib: str, call, what: str, *errors: type[BaseException]) -> None:
    try:
        call()
    except errors or (deal.PreContractError, ValueError):
        check(lib, True, what)
        return
    raise AssertionError(f"{lib}: {what}: not refused")


def fake(name: str, log: Path, out: str) -> None:
    """A program ``name`` in work/bin that appends its argv (JSON) to log."""
    bin_dir = work / "bin"
    bin_dir.mkdir(exist_ok=True)
    script = bin_dir / name
    script.write_text(
        f"#!{sys.executable}\n"
        "import json, sys\n"
        f"open({str(log)!r}, 'a').write(json.dumps(sys.argv[1:]) + '\\n')\n"
        f"print({out!r})\n"
    )
    script.chmod(script.stat().st_mode | stat.S_IXUSR)
    os.environ["PATH"] = f"{bin_dir}{os.pathsep}{os.environ['PATH']}"


def calls(log: Path) -> list[list[str]]:
    if not log.exists():
        return []
    return [json.loads(line) for line in log.read_text().splitlines()]


# env ---------------------------------------------------------------------
from tools.env.trusted.effects import read_env  # noqa: E402

os.environ["CLAUZ3_E2E_VALUE"] = "forty-two"
check("env", read_env("CLAUZ3_E2E_VALUE") == "forty-two", "a set variable")
os.environ.pop("CLAUZ3_E2E_UNSET", None)
check("env", read_env("CLAUZ3_E2E_UNSET") == "", "an unset variable reads as ''")
refused("env", lambda: read_env(""), "an empty name")
refused("env", lambda: read_env("A=B"), "a name with '='")

# filesystem --------------------------------------------------------------
from tools.filesystem.trusted import effects as fs  # noqa: E402

root = work / "fs"
p = lambda rel: str(root / rel)  # noqa: E731
fs.write_file(p("notes/a.txt"), "one\ntwo TODO\nthree\n")
check("filesystem", (root / "notes/a.txt").read_text() == "one\ntwo TODO\nthree\n", "write_file writes, parents made")
fs.append_file(p("notes/a.txt"), "four TODO\n")
check("filesystem", fs.read_file(p("notes/a.txt")).endswith("four TODO\n"), "append_file appends")
check("filesystem", fs.read_lines(p("notes/a.txt")) == ["one", "two TODO", "three", "four TODO"], "read_lines")
check("filesystem", fs.read_line(p("notes/a.txt"), 2) == "two TODO", "read_line counts from 1")
check("filesystem", fs.read_line(p("notes/a.txt"), 9) == "", "read_line past the end")
check("filesystem", fs.grep("TODO", p("notes/a.txt")) == ["two TODO", "four TODO"], "grep")
fs.make_dir(p("notes/sub/deeper"))
fs.touch(p("notes/sub/b.md"))
check("filesystem", (root / "notes/sub/deeper").is_dir() and (root / "notes/sub/b.md").stat().st_size == 0, "make_dir and touch")
check("filesystem", fs.find(p("notes"), "*.md") == [p("notes/sub/b.md")], "find by glob")
fs.copy(p("notes"), p("copy"))
check("filesystem", (root / "copy/sub/b.md").exists() and (root / "notes/a.txt").exists(), "copy a tree keeps the source")
fs.move(p("copy"), p("moved/copy"))
check("filesystem", (root / "moved/copy/a.txt").exists() and not (root / "copy").exists(), "move removes the source")
fs.chmod(p("notes/a.txt"), 0o600)
check("filesystem", stat.S_IMODE((root / "notes/a.txt").stat().st_mode) == 0o600, "chmod")
fs.remove(p("moved"))
fs.remove(p("notes/a.txt"))
check("filesystem", not (root / "moved").exists() and not (root / "notes/a.txt").exists(), "remove a tree and a file")
refused("filesystem", lambda: fs.read_file(p("notes/../notes/sub/b.md")), "a path with ..")
refused("filesystem", lambda: fs.remove(str(root) + "//notes"), "a path with //")
refused("filesystem", lambda: fs.chmod(p("notes/sub/b.md"), 0o10000), "a mode above 0o7777")

# db (SQLite) -------------------------------------------------------------
from tools.db.trusted.effects import create_table, insert_row, read_rows  # noqa: E402


class User(clauz3.Row):
    email: str
    age: int
    consented: bool


database = str(work / "app.db")
create_table(User, database, "users")
insert_row(database, "users", User(email="ada@example.com", age=36, consented=True))
insert_row(database, "users", User(email="bob@example.com", age=41, consented=False))
rows = read_rows(User, database, "users", {"consented": True})
check("db", [(r.email, r.age, r.consented) for r in rows] == [("ada@example.com", 36, True)], "a filtered read")
check("db", all(type(r) is User for r in rows), "rows are instances of the Row class")
check("db", len(read_rows(User, database, "users", {})) == 2, "an unfiltered read")
for i in range(120):
    insert_row(database, "users", User(email=f"u{i}@example.com", age=i, consented=False))
check("db", len(read_rows(User, database, "users", {})) == 100, "at most 100 rows")
refused("db", lambda: create_table(User, database, "users"), "an existing table is never replaced", Exception)
refused("db", lambda: read_rows(User, database, "main/users", {}), "a table holding a separator")
refused("db", lambda: insert_row(str(work / "missing.db"), "users", User(email="x", age=1, consented=True)), "insert into a missing file", FileNotFoundError)
check("db", not (work / "missing.db").exists(), "no file created by a refused insert")
refused("db", lambda: read_rows(User, str(work / "app.txt"), "users", {}), "an unknown kind of file")
# the path is the file's own: SQLite's URI would decode %2e%2e and read a
# '#' as a fragment (mode=ro dropped, the file created); DuckDB would expand
# a glob or ~ (both refused before it runs)
(work / "sub").mkdir()
refused("db", lambda: read_rows(User, str(work / "sub" / "%2e%2e" / "app.db"), "users", {}), "a percent-encoded '..'", Exception)
refused("db", lambda: read_rows(User, str(work / "new#.db"), "users", {}), "a '#' in the path", Exception)
check("db", not (work / "new").exists(), "no file created by a read with a '#'")
refused("db", lambda: read_rows(User, str(work / "a*") + "/x.csv", "x", {}), "a glob for DuckDB")
refused("db", lambda: read_rows(User, "~/x.csv", "x", {}), "a ~ for DuckDB")

# git ---------------------------------------------------------------------
from tools.git.trusted.effects import git, git_push  # noqa: E402

os.environ.update(GIT_AUTHOR_NAME="e2e", GIT_AUTHOR_EMAIL="e2e@example.com", GIT_COMMITTER_NAME="e2e", GIT_COMMITTER_EMAIL="e2e@example.com")
repo, bare = work / "repo", work / "remote.git"
subprocess.run(["git", "init", "-q", "--bare", str(bare)], check=True)
subprocess.run(["git", "init", "-q", "-b", "main", str(repo)], check=True)
(repo / "README.md").write_text("hello\n")
git("add", ["README.md"], str(repo))
git("commit", ["-q", "-m", "first"], str(repo))
check("git", git("log", ["--format=%s"], str(repo)).strip() == "first", "add, commit and log in a real repository")
git("remote", ["add", "origin", str(bare)], str(repo))
git_push("origin", "main", str(repo))
pushed = subprocess.run(["git", "-C", str(bare), "log", "--format=%s", "main"], capture_output=True, text=True, check=True).stdout
check("git", pushed.strip() == "first", "git_push reaches the bare remote")
refused("git", lambda: git("push", ["origin", "main"], str(repo)), "push through git")
refused("git", lambda: git("-c", ["x=y", "status"], str(repo)), "an option as a subcommand")
refused("git", lambda: git_push("origin", ":main", str(repo)), "a refspec that deletes")
refused("git", lambda: git("log", ["--output=" + str(work / "x")], str(repo)), "--output")
check("git", not (work / "x").exists(), "--output wrote nothing")
pwned = work / "git-pwned"
refused("git", lambda: git("grep", ["--open-files-in-pager=touch " + str(pwned) + ";", "-e", "first"], str(repo)), "grep -O")
refused("git", lambda: git("grep", ["-Otouch " + str(pwned) + ";", "first"], str(repo)), "grep -O in a cluster")
refused("git", lambda: git("ls-remote", ["--upload-pack=touch " + str(pwned) + ";", str(bare)], str(repo)), "--upload-pack")
refused("git", lambda: git("ls-remote", ["--upl=touch " + str(pwned) + ";", str(bare)], str(repo)), "an abbreviated --upload-pack")
refused("git", lambda: git("log", ["--outp=" + str(work / "x")], str(repo)), "an abbreviated --output")
refused("git", lambda: git("send-pack", [str(bare), "main"], str(repo)), "send-pack")
refused("git", lambda: git("clone", [str(repo), str(work / "outside")], str(repo)), "clone outside cwd")
refused("git", lambda: git("rebase", ["-x", "touch " + str(pwned)], str(repo)), "rebase -x")
refused("git", lambda: git("apply", ["--unsafe-paths", "p.diff"], str(repo)), "apply --unsafe-paths")
refused("git", lambda: git("apply", ["--unsafe", "p.diff"], str(repo)), "an abbreviated --unsafe-paths")
check("git", "hello" in git("grep", ["-n", "--text", "-e", "hello"], str(repo)), "grep --text is not an abbreviated --textconv")
check("git", "hello" in git("grep", ["-ehello"], str(repo)), "grep -eVALUE: a cluster ends at an option taking a value")
check("git", "hello" in git("grep", ["-e", "-Ohello", "-e", "hello"], str(repo)), "a value after -e is not an option")
try:
    git("ls-remote", ["ext::sh -c touch% " + str(pwned)], str(repo))
except subprocess.CalledProcessError:
    pass
check("git", not pwned.exists() and not (work / "outside").exists(), "the refused commands ran nothing")
git("clone", ["-q", "--branch=main", str(bare), "copy"], str(repo))
check("git", (repo / "copy" / "README.md").exists(), "clone into a directory below cwd")
check("git", git("ls-remote", [str(bare)], str(repo)).strip().endswith("refs/heads/main"), "ls-remote of a local path")

# rsync -------------------------------------------------------------------
from tools.rsync.trusted.effects import rsync  # noqa: E402

src, dst = work / "src", work / "dst"
(src / "d").mkdir(parents=True)
(src / "d" / "f.txt").write_text("synced\n")
dst.mkdir()
(dst / "stale.txt").write_text("old\n")
rsync(str(src) + "/", str(dst) + "/", False, ["-a"])
check("rsync", (dst / "d/f.txt").read_text() == "synced\n" and (dst / "stale.txt").exists(), "a sync without delete keeps extra files")
rsync(str(src) + "/", str(dst) + "/", True, ["-a"])
check("rsync", not (dst / "stale.txt").exists(), "delete=True prunes")
(dst / "stale2.txt").write_text("old\n")
refused("rsync", lambda: rsync(str(src) + "/", str(dst) + "/", False, ["--delete-after"]), "a deleting option in args")
refused("rsync", lambda: rsync(str(src) + "/", str(dst) + "/", False, ["-e", "sh"]), "-e in args")
check("rsync", (dst / "stale2.txt").exists(), "the refused syncs did not run")
# A type change deletes without --delete: a source directory where the
# destination has a file, a source file where it has an (empty) directory.
tsrc, tdst = work / "tsrc", work / "tdst"
(tsrc / "victim").mkdir(parents=True)
(tsrc / "victim" / "f.txt").write_text("new\n")
(tsrc / "empty").write_text("file\n")
(tsrc / "kept.txt").write_text("new\n")
(tsrc / "added.txt").write_text("added\n")
(tdst / "empty").mkdir(parents=True)
(tdst / "victim").write_text("old victim\n")
(tdst / "kept.txt").write_text("old\n")
try:
    rsync(str(tsrc) + "/", str(tdst) + "/", False, ["-a"])
except subprocess.CalledProcessError:
    pass  # rsync reports the entries it skipped as a partial transfer (23)
check(
    "rsync",
    (tdst / "victim").is_file() and (tdst / "victim").read_text() == "old victim\n" and (tdst / "empty").is_dir(),
    "delete=False replaces no file by a directory nor a directory by a file",
)
check("rsync", (tdst / "kept.txt").read_text() == "old\n" and (tdst / "added.txt").read_text() == "added\n", "delete=False adds missing files and leaves existing ones (--ignore-existing)")

# gh (a fake gh on PATH) --------------------------------------------------
from tools.gh.trusted.effects import gh  # noqa: E402

gh_log = work / "gh.log"
fake("gh", gh_log, "fake gh output")
check("gh", gh("pr", "view", ["12"], "acme/site").strip() == "fake gh output", "stdout is returned")
check("gh", calls(gh_log) == [["pr", "view", "--repo", "acme/site", "12"]], "the argument vector pins the repository")
refused("gh", lambda: gh("pr", "view", ["--", "12"], "acme/site"), "-- in args")
refused("gh", lambda: gh("pr", "view", ["-Rother/x"], "acme/site"), "-R in args")
refused("gh", lambda: gh("pr", "view", [], "site"), "a repository that is not owner/name")
refused("gh", lambda: gh("issue", "develop", ["12", "--branch-repo=evil/x"], "acme/site"), "--branch-repo (a second repository)")
check("gh", len(calls(gh_log)) == 1, "refused calls ran nothing")
refused("gh", lambda: gh("pr", "merge", ["123", "-dRevil/x"], "acme/site"), "R in a short-option cluster")
refused("gh", lambda: gh("pr", "merge", ["https://github.com/evil/x/pull/9", "--squash"], "acme/site"), "a URL selector")
refused("gh", lambda: gh("issue", "close", ["github.com/evil/x/issues/7"], "acme/site"), "a URL without scheme")
refused("gh", lambda: gh("pr", "view", ["--rep=evil/x"], "acme/site"), "an abbreviated --repo")
refused("gh", lambda: gh("issue", "transfer", ["1", "evil/x"], "acme/site"), "issue transfer")
refused("gh", lambda: gh("secret", "set", ["X", "--org=evil"], "acme/site"), "secret --org")
refused("gh", lambda: gh("pr", "view", ["1"], "evil.example/acme/site"), "a host in repo")
refused("gh", lambda: gh("issue", "close", ["evil/x#7"], "acme/site"), "an OWNER/REPO#N reference")
check("gh", len(calls(gh_log)) == 1, "the refused attacks ran nothing")
os.environ["GH_REPO"] = "evil/x"
gh("pr", "comment", ["12", "--body=see https://github.com/acme/site/pull/3"], "acme/site")
os.environ.pop("GH_REPO")
check("gh", calls(gh_log)[-1] == ["pr", "comment", "--repo", "acme/site", "12", "--body=see https://github.com/acme/site/pull/3"], "a URL inside --body= is passed on")

# gmail (a fake gog on PATH) ----------------------------------------------
from tools.gmail.trusted.effects import create_draft, send_email  # noqa: E402

gog_log = work / "gog.log"
fake("gog", gog_log, "draft r-1")
send_email("ada@example.com", "Hi", "Body")
check("gmail", calls(gog_log) == [], "the default is a preview: gog is not run")
send_email("ada@example.com", "Hi", "Body", dry_run=False)
create_draft("bob@example.com", "Draft", "Text")
check("gmail", calls(gog_log) == [
    ["gmail", "send", "--to", "ada@example.com", "--subject", "Hi", "--body", "Body"],
    ["gmail", "drafts", "create", "--no-input", "--to=bob@example.com", "--subject=Draft", "--body=Text"],
], "a send and a draft reach gog")
refused("gmail", lambda: send_email("ada@example.com,eve@example.net", "Hi", "B", dry_run=False), "two addresses in one to")
refused("gmail", lambda: create_draft("ada@example.com", "", "B"), "an empty subject")
check("gmail", len(calls(gog_log)) == 2, "refused calls ran nothing")


# web_fetch and web_search (a local HTTP server) --------------------------
class Handler(http.server.BaseHTTPRequestHandler):
    def log_message(self, *args):  # noqa: ANN002, ANN201
        pass

    def _answer(self, code: int, body: bytes, headers: dict[str, str] | None = None) -> None:
        self.send_response(code)
        for k, v in (headers or {}).items():
            self.send_header(k, v)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def do_GET(self) -> None:  # noqa: N802
        if self.path == "/redirect":
            self._answer(302, b"", {"Location": "/page"})
        else:
            self._answer(200, ("page " + self.path).encode())

    def do_POST(self) -> None:  # noqa: N802
        data = self.rfile.read(int(self.headers["Content-Length"]))
        if self.path == "/search":
            query = json.loads(data)["query"]
            self._answer(200, json.dumps([f"https://example.com/{query}/1", f"https://example.com/{query}/2"]).encode())
        else:
            self._answer(200, b"got " + data)


server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
threading.Thread(target=server.serve_forever, daemon=True).start()
base = f"http://127.0.0.1:{server.server_address[1]}"

from tools.web_fetch.trusted.effects import fetch_url, post_url  # noqa: E402

check("web_fetch", fetch_url(base + "/page") == "page /page", "a GET")
check("web_fetch", post_url(base + "/echo", "héllo") == "got héllo", "a POST with a UTF-8 body")
from urllib.error import HTTPError  # noqa: E402

refused("web_fetch", lambda: fetch_url(base + "/redirect"), "a redirect is not followed", HTTPError)
refused("web_fetch", lambda: fetch_url(base + "/a/%2e%2e/b"), "an encoded dot segment")
refused("web_fetch", lambda: fetch_url(base + "/a/..;/b"), "a dot segment with a path parameter (..;)")
refused("web_fetch", lambda: fetch_url("file:///etc/passwd"), "a file URL")

from tools.web_search.trusted.effects import web_search  # noqa: E402

os.environ.pop("CLAUZ3_SEARCH_URL", None)
refused("web_search", lambda: web_search("z3"), "no endpoint configured", RuntimeError)
os.environ["CLAUZ3_SEARCH_URL"] = base + "/search"
check("web_search", web_search("z3") == ["https://example.com/z3/1", "https://example.com/z3/2"], "the endpoint's answer")
refused("web_search", lambda: web_search(""), "an empty query")
server.shutdown()

for lib in sorted(checks):
    print(f"PASS {lib} {checks[lib]}")
